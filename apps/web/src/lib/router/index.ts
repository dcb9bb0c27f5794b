export { Link, NavLink } from './link';
export { Router, useLocation } from './router';
export { useSearchParams } from './use-search-params';
