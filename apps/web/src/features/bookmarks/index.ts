export { useBookmarks } from './api/get-bookmarks';
export { bookmarksByTime } from './lib/by-time';
export { BookmarkButton } from './components/bookmark-button';
