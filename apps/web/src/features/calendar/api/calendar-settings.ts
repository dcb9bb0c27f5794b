import type { CalendarSettings, NewFeedResponse, ReminderMinutes } from '@contest-tracker/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';

const settingsKey = ['calendar-settings'] as const;

export function useCalendarSettings(signedIn = true) {
  return useQuery({
    queryKey: settingsKey,
    enabled: signedIn,
    queryFn: ({ signal }) =>
      apiGet<CalendarSettings>('/user/calendar', {
        signal,
        fallbackMessage: 'Failed to load your calendar settings',
      }),
  });
}

/** Makes a new personal feed URL; any earlier one stops working. */
export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<NewFeedResponse>('POST', '/user/calendar/feed', {
        fallbackMessage: 'Failed to make a new feed URL',
      }),
    onSuccess: (created) => {
      queryClient.setQueryData(settingsKey, created.settings);
    },
  });
}

export function useSetReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reminderMinutes: ReminderMinutes | null) =>
      apiRequest<CalendarSettings>('POST', '/user/calendar/reminder', {
        body: { reminderMinutes },
        fallbackMessage: 'Failed to save your reminder',
      }),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey, settings);
    },
  });
}
