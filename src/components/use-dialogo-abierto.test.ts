import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDialogoAbierto } from './use-dialogo-abierto';

describe('useDialogoAbierto', () => {
  it('holds what the dialog was opened with until it is closed or finished, and finishing closes it first', () => {
    const { result } = renderHook(() => useDialogoAbierto<{ folio: string }>());
    expect(result.current.abierto).toBeNull();

    act(() => result.current.abrir({ folio: 'R-1' }));
    expect(result.current.abierto).toEqual({ folio: 'R-1' });
    act(() => result.current.cerrar());
    expect(result.current.abierto).toBeNull();

    const hecho = vi.fn();
    act(() => result.current.abrir({ folio: 'R-2' }));
    act(() => result.current.alTerminar(hecho)('revertida'));
    expect(hecho).toHaveBeenCalledWith('revertida');
    expect(result.current.abierto).toBeNull();
  });
});
