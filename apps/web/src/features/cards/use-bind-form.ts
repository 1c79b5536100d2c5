import { MSG } from '@casino/contract/messages';
import { checkBindCard } from '@casino/contract/rules/bind-card';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../shared/router';
import { invalidateCards } from '../../api/queries/cards';
import { useForm } from '../../shared/form/use-form';
import { PATHS } from '../../shared/paths';
import { toast } from '../../shared/toast';
import { bindCard, type BindCardRequest } from './api/bind-card';

/**
 * A bind form: the SPEC §5 rules run on the payload it sends (so the fixed `bank` of a USDT or e-wallet
 * binding picks their rules, as on the server), then 绑定成功, every list of bound accounts read again,
 * and back to /bankCard.
 */
export function useBindForm<F extends object>(initial: F, toRequest: (fields: F) => BindCardRequest) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useForm({
    initial,
    check: (fields: F) => checkBindCard(toRequest(fields)),
    submit: (fields: F) => bindCard(toRequest(fields)),
    onSuccess: async () => {
      toast.success(MSG.bound);
      await invalidateCards(queryClient);
      void navigate(PATHS.bankCard, { replace: true });
    },
  });
}
