import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { RANGO_INVERTIDO } from '@domain/fechas';
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

describe('the pickers speak as the product does (usted)', () => {
  it('asks to choose a date with "Elija", never the locale’s "Elige", in the field and in its calendar', async () => {
    render(
      <FechasProvider>
        <RangoFechas value={{ desde: null, hasta: dayjs('2026-11-20') }} onChange={vi.fn()} />
      </FechasProvider>,
    );
    const [vacia, elegida] = screen.getAllByRole('button', { name: /fecha/i });
    expect(vacia).toHaveAccessibleName('Elija la fecha');
    expect(elegida).toHaveAccessibleName(/^Elija la fecha; la elegida es 20 de nov/);
    await userEvent.click(vacia);
    expect(await screen.findByRole('grid')).toBeVisible();
    expect(document.body.innerHTML).not.toMatch(/\belige\b/i);
  });
});
