export { Link, NavLink } from './link';
export { Router, useLocation, useNavigate } from './router';
export { useSearchParams } from './use-search-params';
export { useLeaveGuard } from './leave-guard';
