import { SignInPrompt } from './sign-in-prompt';

export function MyBookmarksPage() {
  return <SignInPrompt title="My Bookmarks" what="your bookmarked contests" />;
}
