import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NumerosFrecuentes } from './NumerosFrecuentes';

const ultima = { operador: 'Telcel', monto: 2_000, productoId: 'REC-TEL-20' };

describe('NumerosFrecuentes', () => {
  it('starts a number without a star where a favourite’s name starts, after the star’s column', () => {
    render(
      <NumerosFrecuentes
        label="Frecuentes y favoritos"
        elegir={{ onClick: vi.fn() }}
        numeros={[
          { numero: '5512345678', nombre: 'Doña Lupe', veces: 2, ultima },
          { numero: '5587654321', veces: 3, ultima },
        ]}
      />,
    );
    const texto = (t: string) => screen.getByText(t).closest('.MuiListItemText-root') as HTMLElement;
    const estrella = screen.getByTestId('StarIcon').closest('.MuiListItemIcon-root') as HTMLElement;
    expect(getComputedStyle(estrella).minWidth).toBe('36px');
    expect(getComputedStyle(texto('55 8765 4321')).paddingLeft).toBe('36px');
    expect(getComputedStyle(texto('Doña Lupe · 55 1234 5678')).paddingLeft).not.toBe('36px');
  });
});
