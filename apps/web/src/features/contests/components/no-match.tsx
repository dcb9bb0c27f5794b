import { Button } from '@/components/ui/button';
import { MessageBox } from '@/components/ui/message-box';

/** The empty state of a search: says what found nothing and offers the way back. */
export function NoMatch({ q, onClear }: { q: string; onClear: () => void }) {
  return (
    <MessageBox action={<Button onClick={onClear}>Clear search</Button>}>
      {`No contests match "${q}".`}
    </MessageBox>
  );
}
