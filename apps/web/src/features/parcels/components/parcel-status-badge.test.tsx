import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/testing/render-app';
import { ParcelStatusBadge } from './parcel-status-badge';

const background = (text: string) => screen.getByText(text).closest('.mantine-Badge-root');

describe('parcel status badge', () => {
  it('names the status in words: green Available, yellow Reserved, grey Allocated', () => {
    renderWithProviders(
      <>
        <ParcelStatusBadge status="Available" />
        <ParcelStatusBadge status="Reserved" />
        <ParcelStatusBadge status="Allocated" />
      </>,
    );
    expect(background('Available')).toHaveStyle({ '--badge-bg': 'var(--mantine-color-green-7)' });
    expect(background('Reserved')).toHaveStyle({ '--badge-bg': 'var(--mantine-color-yellow-6)' });
    expect(background('Allocated')).toHaveStyle({ '--badge-bg': 'var(--mantine-color-gray-7)' });
  });
});
