import { Icon } from '../../../components/ui/icons';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useTranslations } from '../../../i18n/i18n';
import { moderationMessages } from '../../../i18n/messages/moderation';
import { failureToast } from '../../../lib/form-submit';
import { useDecide, type DecisionSubject } from '../api/decide';
import { RejectDialog } from './reject-dialog';

/** Approve at once; Reject asks for a reason first. The list refreshes after either. */
export function DecisionButtons({ userId, subject, id, name }: { userId: string; subject: DecisionSubject; id: number; name: string }) {
  const t = useTranslations(moderationMessages);
  const mutation = useDecide(userId, subject);
  const [rejecting, setRejecting] = useState(false);
  const isAward = subject === 'awards';

  const run = async (decision: 'approve' | 'reject', reason?: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync({ id, decision: { decision, reason } });
      if (decision === 'approve') {
        toast({
          title: isAward ? t('done.awardApproved') : t('done.claimApproved'),
          description: isAward ? t('done.awardApprovedText') : t('done.claimApprovedText'),
          variant: 'success',
        });
      } else {
        toast({ title: isAward ? t('done.awardRejected') : t('done.claimRejected'), description: t('done.rejectedText') });
      }
      return true;
    } catch (error) {
      toast(failureToast(error, { title: t('failure.title'), fallback: t('failure.description') }));
      return false;
    }
  };

  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        disabled={mutation.isPending}
        aria-label={isAward ? t('approve.awardLabel', { name }) : t('approve.claimLabel', { name })}
        onClick={() => void run('approve')}
      >
        <Icon name="check" aria-hidden="true" className="h-4 w-4" />
        {t('approve')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={mutation.isPending}
        aria-label={isAward ? t('reject.awardLabel', { name }) : t('reject.claimLabel', { name })}
        onClick={() => setRejecting(true)}
      >
        <Icon name="x" aria-hidden="true" className="h-4 w-4" />
        {t('reject')}
      </Button>
      <RejectDialog
        title={isAward ? t('rejectDialog.awardTitle') : t('rejectDialog.claimTitle')}
        open={rejecting}
        onOpenChange={setRejecting}
        onConfirm={(reason) => run('reject', reason)}
      />
    </div>
  );
}
