import type { Channel, NewChannelBody, Notifications, RulesBody } from '@contest-tracker/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';

const notificationsKey = ['notifications'] as const;

export function useNotifications(signedIn = true) {
  return useQuery({
    queryKey: notificationsKey,
    enabled: signedIn,
    queryFn: ({ signal }) =>
      apiGet<Notifications>('/user/notifications', {
        signal,
        fallbackMessage: 'Failed to load your reminders',
      }),
  });
}

export function useAddChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewChannelBody) =>
      apiRequest<{ channel: Channel }>('POST', '/user/notifications/channels', {
        body,
        fallbackMessage: 'Failed to add the channel',
      }),
    onSuccess: async ({ channel }, body) => {
      queryClient.setQueryData<Notifications>(notificationsKey, (current) =>
        current ? { ...current, channels: [...current.channels, channel] } : current,
      );
      // Its rule was saved with it (and a device subscribing again replaced its old channel).
      if (body.rule || body.kind === 'webpush') {
        await queryClient.invalidateQueries({ queryKey: notificationsKey });
      }
    },
  });
}

export function useRemoveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<undefined>('DELETE', `/user/notifications/channels/${encodeURIComponent(id)}`, {
        fallbackMessage: 'Failed to remove the channel',
      }),
    // Rules naming it changed on the server too: read them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ sent: true }>(
        'POST',
        `/user/notifications/channels/${encodeURIComponent(id)}/test`,
        { fallbackMessage: 'Failed to send the test' },
      ),
    // A failed test may have switched the channel off: show its state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useSaveRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RulesBody) =>
      apiRequest<Notifications>('PUT', '/user/notifications/rules', {
        body,
        fallbackMessage: 'Failed to save your reminders',
      }),
    onSuccess: (saved) => queryClient.setQueryData(notificationsKey, saved),
  });
}
