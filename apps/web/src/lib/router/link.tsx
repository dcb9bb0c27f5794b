import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation, useNavigate } from './router';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

export interface LinkProps extends AnchorProps {
  to: string;
  className?: string;
}

/** A plain click stays in the app; a modified one (new tab, download…) is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/** A real link (`href`, so it opens in a new tab and shows its address) that the app follows itself. */
export function Link({ to, onClick, ...props }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/**
 * A link that knows when its page is shown (`aria-current="page"`, and `className` given
 * `isActive`): on that path or below it, or only on it with `end`.
 */
export function NavLink({
  to,
  end = false,
  className,
  ...props
}: Omit<LinkProps, 'className'> & {
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
}) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (!end && pathname.startsWith(`${to.replace(/\/$/, '')}/`));
  return (
    <Link
      {...props}
      to={to}
      className={className({ isActive })}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}
