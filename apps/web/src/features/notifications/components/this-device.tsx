import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiGet } from '@/lib/api-client';
import { useAddChannel } from '../api/use-notifications';
import { deviceName } from '../lib/device-name';
import { subscribeThisDevice } from '../lib/push-subscription';

const canPush = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/**
 * 'Enable notifications on this device': a web push channel for this browser. Permission is
 * asked only on that click; the device then appears among the channels with its name.
 */
export function ThisDevice({ full, telegram }: { full: boolean; telegram: boolean }) {
  const add = useAddChannel();
  const [problem, setProblem] = useState<string | undefined>();
  const [working, setWorking] = useState(false);
  if (!canPush()) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        This browser cannot show notifications from the app;{' '}
        {telegram ? 'Discord and Telegram still work.' : 'Discord still works.'}
      </p>
    );
  }
  const enable = async () => {
    setProblem(undefined);
    setWorking(true);
    try {
      const { publicKey } = await apiGet<{ publicKey: string }>('/api/webpush/key', {
        fallbackMessage: 'Failed to reach the server',
      });
      const subscription = await subscribeThisDevice(publicKey);
      await add.mutateAsync({
        kind: 'webpush',
        subscription,
        name: deviceName(navigator.userAgent),
      });
    } catch (error) {
      setProblem(
        error instanceof Error && error.message
          ? error.message
          : 'Failed to enable notifications on this device',
      );
    } finally {
      setWorking(false);
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <div>
        <Button
          type="button"
          disabled={full || working}
          onClick={() => {
            void enable();
          }}
        >
          {working ? 'Enabling…' : 'Enable notifications on this device'}
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
