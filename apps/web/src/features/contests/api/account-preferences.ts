import type { AllPreferences, FilterPreferences } from '@contest-tracker/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';

const accountPreferencesKey = ['preferences'] as const;

/** `GET /user/preferences`: what the signed-in user chose on any device. */
export const accountPreferencesQuery = () =>
  queryOptions({
    queryKey: accountPreferencesKey,
    queryFn: ({ signal }) =>
      apiGet<AllPreferences>('/user/preferences', {
        signal,
        fallbackMessage: 'Failed to load your preferences',
      }),
    staleTime: 5 * 60_000,
  });

/** `PUT /user/preferences`: the filters and view, for every device of this user. */
export function putAccountPreferences(preferences: FilterPreferences): Promise<AllPreferences> {
  return apiRequest<AllPreferences>('PUT', '/user/preferences', {
    body: preferences,
    fallbackMessage: 'Failed to save your preferences',
  });
}
