export { useBookmarks } from './api/get-bookmarks';
export { BookmarkButton } from './components/bookmark-button';
