import { act, render } from '@testing-library/react';
import { createElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { adelantarPagina, clearReloadFlag, lazyPage, RELOAD_FLAG } from './lazy-page';

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazy page loading', () => {
  it('returns the page component when the chunk loads', async () => {
    const Page = () => null;
    const result = await lazyPage(() => Promise.resolve({ default: Page }))();
    expect((result.Component as unknown as { type: unknown }).type).toBe(Page);
  });

  it('does not render a page again when the frame around it renders, as on every route change', async () => {
    let renders = 0;
    const Page = () => {
      renders += 1;
      return null;
    };
    const { Component } = await lazyPage(() => Promise.resolve({ default: Page }))();
    let setTick: (tick: number) => void = () => undefined;
    function Frame() {
      const [tick, set] = useState(0);
      setTick = set;
      return createElement('div', { 'data-tick': tick }, createElement(Component));
    }
    const { container } = render(createElement(Frame));
    act(() => setTick(1));
    expect(container.firstElementChild?.getAttribute('data-tick')).toBe('1');
    expect(renders).toBe(1);
  });

  it('reloads once on a failed fetch and sets the flag', async () => {
    const reload = vi.fn();
    void lazyPage(failing, reload)();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(RELOAD_FLAG)).toBe('1');
  });

  it('only logs when the flag shows a reload already happened', async () => {
    localStorage.setItem(RELOAD_FLAG, '1');
    const reload = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(lazyPage(failing, reload)()).rejects.toThrow('Failed to fetch');
    expect(reload).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('No se pudo cargar la página', expect.any(TypeError));
    error.mockRestore();
  });

  it('clears the flag when the router is ready', () => {
    localStorage.setItem(RELOAD_FLAG, '1');
    clearReloadFlag();
    expect(localStorage.getItem(RELOAD_FLAG)).toBeNull();
  });

  it("starts a loaded page's reads within the click, without waiting for a task", async () => {
    const adelantar = vi.fn();
    const load = vi.fn(() => Promise.resolve({ default: () => null, adelantar }));
    await lazyPage(load)();
    load.mockClear();
    adelantarPagina(load);
    expect(adelantar).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it("starts a page's reads when its chunk arrives if the router has not loaded it yet", async () => {
    const adelantar = vi.fn();
    const load = vi.fn(() => Promise.resolve({ default: () => null, adelantar }));
    adelantarPagina(load);
    expect(adelantar).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(adelantar).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed chunk to the route, reporting nothing itself', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    adelantarPagina(failing);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
