import { Link } from '@/lib/router';
import { MessageBox } from '@/components/ui/message-box';

export function NotFoundPage() {
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <MessageBox
        action={
          <Link to="/" className="font-semibold text-sky-800 underline dark:text-sky-300">
            See the contests
          </Link>
        }
      >
        There is nothing at this address.
      </MessageBox>
    </main>
  );
}
