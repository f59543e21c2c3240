import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { consultas } from '@/lib/carga/consultas';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  // Each test starts with no answer held from another's.
  consultas.clear();
});
