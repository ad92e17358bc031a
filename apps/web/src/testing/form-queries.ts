import { screen } from '@testing-library/react';
import { messages } from '@portal/shared/messages';

/** The validation messages (docs/product.md, Validation), as the forms show them. */
export { messages };

/** A password input by its label: password inputs have no ARIA role to query by. */
export const passwordInput = (label: string) => screen.getByLabelText(label);

export const textbox = (name: string) => screen.getByRole('textbox', { name });

export const submitButton = (name: string) => screen.getByRole('button', { name });
