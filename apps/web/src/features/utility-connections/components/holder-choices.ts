import type { ParcelRecord } from '@portal/shared/parcels';
import type { UserRecord } from '@portal/shared/users';
import { useParcelsMatching, useUsersMatching } from '../api/find-records';
import type { Choice } from './search-picker';

/** A parcel as the picker offers it: its number, and whom it is allocated to, if anyone. */
export const parcelChoice = (parcel: ParcelRecord): Choice => ({
  value: parcel.id,
  label: parcel.allocation
    ? `${parcel.number} · ${parcel.allocation.allocated_to}`
    : `${parcel.number} · ${parcel.status}`,
});

/** A user as the picker offers them: name and email, as two people may share a name. */
export const userChoice = (user: Pick<UserRecord, 'id' | 'name' | 'email'>): Choice => ({
  value: user.id,
  label: `${user.name} · ${user.email}`,
});

export const useParcelChoices = (term: string) => useParcelsMatching(term).data?.map(parcelChoice);

export const useUserChoices = (term: string) => useUsersMatching(term).data?.map(userChoice);
