import { SignInPrompt } from './sign-in-prompt';

export function ProfilePage() {
  return <SignInPrompt title="Profile" what="your profile" />;
}
