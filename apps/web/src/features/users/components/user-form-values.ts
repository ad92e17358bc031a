import {
  UserInputSchema,
  UserUpdateSchema,
  type UserInput,
  type UserRecord,
  type UserUpdateInput,
} from '@portal/shared/users';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { UserValues } from '../api/create-user';
import type { UserUpdateValues } from '../api/update-user';

/** The user form's fields: create's, and on edit also the id and reset_password. */
export type UserFormInput = UserInput & Partial<Pick<UserUpdateInput, 'id' | 'reset_password'>>;

/** What a valid form hands over: the payload of creating a user, or of editing one. */
export type UserFormOutput = UserValues | UserUpdateValues;

/** The shared schema the form runs: create's, or edit's (with the id and reset_password). */
export function userFormSchema(
  user: UserRecord | undefined,
): z.ZodType<UserFormOutput, UserFormInput> {
  return user ? UserUpdateSchema : UserInputSchema;
}

/** A blank form, or the one of the user being edited (record 0013: the row carries the ids). */
export function userFormDefaults(user: UserRecord | undefined): DefaultValues<UserFormInput> {
  if (!user) {
    return {
      account_type: undefined,
      name: '',
      email: '',
      role: undefined,
      member_of_a_committee: undefined,
      committees: [],
      password: '',
      country_code: '',
      phone: '',
    };
  }
  return {
    id: user.id,
    account_type: user.account_type_id ?? undefined,
    name: user.name,
    email: user.email,
    role: user.role,
    member_of_a_committee: user.member_of_a_committee,
    committees: user.user_committees.map((seat) => ({
      name: seat.committee_id,
      role: seat.role_id,
    })),
    password: '',
    country_code: user.country ?? '',
    phone: user.phone ?? '',
    reset_password: false,
  };
}
