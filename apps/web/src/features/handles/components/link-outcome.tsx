import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@/lib/router';

interface Outcome {
  failed: boolean;
  message: string;
}

/** Longer than any reason the server gives: a crafted link cannot fill the page. */
const MAX_REASON = 200;

/**
 * What 'Link with Codeforces' came back with (`/profile?linked=codeforces` or `?link_error=…`):
 * read once, then taken out of the address so a reload or a bookmark does not say it again.
 */
function useLinkOutcome(): Outcome | undefined {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const linked = params.get('linked');
    const error = params.get('link_error');
    if (linked === null && error === null) return;
    setOutcome(
      error !== null
        ? { failed: true, message: `Codeforces handle not linked: ${error.slice(0, MAX_REASON)}` }
        : {
            failed: false,
            message: 'Codeforces confirmed your handle: it is linked and verified.',
          },
    );
    params.delete('linked');
    params.delete('link_error');
    const rest = params.toString();
    navigate(rest ? `${pathname}?${rest}` : pathname, { replace: true });
  }, [pathname, search, navigate]);
  return outcome;
}

export function LinkOutcome() {
  const outcome = useLinkOutcome();
  if (!outcome) return null;
  return outcome.failed ? (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
      {outcome.message}
    </p>
  ) : (
    <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
      {outcome.message}
    </p>
  );
}
