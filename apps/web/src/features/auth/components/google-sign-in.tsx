import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useToast } from '@/components/ui/toaster';
import { useSignIn } from '@/features/auth/api/sign-in';

/** Google's own pill-shaped button; loaded in its own chunk, only for signed-out visitors. */
export default function GoogleSignIn({ clientId }: { clientId: string }) {
  const signIn = useSignIn();
  const toast = useToast();
  const failed = () => {
    toast('Sign-in failed. Please try again.', 'error');
  };
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <GoogleLogin
        shape="pill"
        size="medium"
        onSuccess={({ credential }) => {
          if (!credential) {
            failed();
            return;
          }
          signIn.mutate(credential, { onError: failed });
        }}
        onError={failed}
      />
    </GoogleOAuthProvider>
  );
}
