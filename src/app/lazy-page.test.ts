import { describe, expect, it, vi } from 'vitest';
import { clearReloadFlag, lazyPage, RELOAD_FLAG } from './lazy-page';

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazy page loading', () => {
  it('returns the page component when the chunk loads', async () => {
    const Page = () => null;
    const result = await lazyPage(() => Promise.resolve({ default: Page }))();
    expect(result.Component).toBe(Page);
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
});
