import type { NewChannelBody } from '@contest-tracker/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiGet } from '@/lib/api-client';
import { useAddChannel } from '../api/use-notifications';
import { deviceName } from '../lib/device-name';
import { giveUpAfter, pushProblem } from '../lib/push-problem';
import { subscribeThisDevice } from '../lib/push-subscription';

/** How long 'Enabling…' may take: the permission question and the push service included. */
const GIVE_UP_MS = 15_000;

const canPush = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/**
 * 'Enable notifications on this device': a web push channel for this browser, with the rule the
 * section asked for. Permission is asked only on that click; the device then appears among the
 * channels with its name. It gives up after 15 s with what to do, never spinning for good.
 */
export function ThisDevice({
  full,
  others,
  ruleFields,
}: {
  full: boolean;
  /** The server's other channels in words ('Discord or Telegram'), for when this one fails. */
  others: string;
  /** The new channel's rule, or undefined when the question is not answered yet. */
  ruleFields: () => Pick<NewChannelBody, 'rule' | 'timeZone'> | undefined;
}) {
  const add = useAddChannel();
  const [problem, setProblem] = useState<string | undefined>();
  const [working, setWorking] = useState(false);
  if (!canPush()) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        This browser cannot show notifications from the app; {others} still{' '}
        {others.includes(' or ') ? 'work' : 'works'}.
      </p>
    );
  }
  const enable = async (fields: Pick<NewChannelBody, 'rule' | 'timeZone'>) => {
    setProblem(undefined);
    setWorking(true);
    try {
      await giveUpAfter(
        (async () => {
          const { publicKey } = await apiGet<{ publicKey: string }>('/api/webpush/key', {
            fallbackMessage: 'Failed to reach the server',
          });
          const subscription = await subscribeThisDevice(publicKey);
          await add.mutateAsync({
            kind: 'webpush',
            subscription,
            name: deviceName(navigator.userAgent),
            ...fields,
          });
        })(),
        GIVE_UP_MS,
      );
    } catch (error) {
      setProblem(pushProblem(error, others));
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
            const fields = ruleFields();
            if (fields) void enable(fields);
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
