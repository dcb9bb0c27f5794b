import type { DemoSignInBody } from '@contest-tracker/contract';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { useDemoSignIn } from '@/features/auth/api/demo-sign-in';
import { useRovingToolbar } from '@/lib/use-roving-toolbar';

const CHOICES: { role: DemoSignInBody['role']; label: string }[] = [
  { role: 'user', label: 'Try as a demo user' },
  { role: 'admin', label: 'Try as the demo admin' },
];

/**
 * The demo's sign-in (its own chunk: only `npm run demo` offers it): one button per account, one
 * Tab stop for both (the arrow keys move between them), as a real deployment's Google button is.
 */
export default function DemoSignIn() {
  const signIn = useDemoSignIn();
  const toast = useToast();
  const toolbar = useRovingToolbar<HTMLDivElement>();
  return (
    <div {...toolbar} aria-label="Try the demo" className="flex flex-wrap items-center gap-2">
      {CHOICES.map(({ role, label }) => (
        <Button
          key={role}
          disabled={signIn.isPending}
          onClick={() => {
            signIn.mutate(role, {
              onError: (error) => {
                toast(`Could not sign in to the demo: ${error.message}`, 'error');
              },
            });
          }}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
