import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { RANGO_INVERTIDO } from '../../domain/fechas';
import { FechasProvider, RangoFechas } from './FechaInput';

function renderRango(desde: string, hasta: string) {
  render(
    <FechasProvider>
      <RangoFechas value={{ desde: dayjs(desde), hasta: dayjs(hasta) }} onChange={vi.fn()} />
    </FechasProvider>,
  );
}

describe('RangoFechas', () => {
  it('says why a Hasta before Desde shows nothing', () => {
    renderRango('2026-11-20', '2026-11-10');
    expect(screen.getByText(RANGO_INVERTIDO)).toBeVisible();
  });

  it('says nothing for a one-day range', () => {
    renderRango('2026-11-20', '2026-11-20');
    expect(screen.queryByText(RANGO_INVERTIDO)).not.toBeInTheDocument();
  });
});
