import { MessageBox } from '@/components/ui/message-box';

/** What signed-out visitors see on the pages that need an account. */
export function SignInPrompt({ title, what }: { title: string; what: string }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <MessageBox>Sign in to see {what}.</MessageBox>
    </main>
  );
}
