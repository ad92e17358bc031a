import { useQuery } from '@tanstack/react-query';
import { mpesaPhone } from '@portal/shared/payments';
import { profileCalls } from '@portal/shared/profile';
import { http } from '@web/lib/http-client';
import { useCurrentUser } from '@web/lib/session';
import { paymentKeys } from './keys';

/** A Kenyan number as people write it: '0712 345 678'. */
function written(international: string): string {
  const national = international.slice(3);
  return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/**
 * The M-Pesa number to offer first: the signed-in user's own phone, when their profile gives it
 * under Kenya's code (+254); otherwise none. The stored user carries no country code, so the
 * profile is asked. Undefined while it is asked.
 */
export function usePayerPhone(): string | undefined {
  const user = useCurrentUser();
  const query = useQuery({
    queryKey: paymentKeys.payerPhone(user?.id ?? 0),
    queryFn: async ({ signal }) => {
      const { country_code, phone } = (await http.call(profileCalls.show, { signal })).data;
      const number = country_code === '+254' && phone ? mpesaPhone(phone) : null;
      return number ? written(number) : '';
    },
    enabled: user !== null,
    staleTime: Infinity,
  });
  // A profile that could not be read leaves the field empty, to be typed.
  return query.isError || user === null ? '' : query.data;
}
