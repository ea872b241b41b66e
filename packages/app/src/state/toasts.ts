import type { ToastMessage } from '@job/ui';
import { proxy } from 'valtio';

/** Toasts on screen; ui's Toaster shows each for 1500 ms and then asks to dismiss it. */
export function createToasts() {
  const state = proxy({ toasts: [] as ToastMessage[] });
  let lastId = 0;
  return {
    state,
    show(title: string, tone: ToastMessage['tone'], link?: ToastMessage['link']): void {
      lastId += 1;
      state.toasts.push({ id: String(lastId), title, tone, ...(link && { link }) });
    },
    dismiss(id: string): void {
      state.toasts = state.toasts.filter((toast) => toast.id !== id);
    },
  };
}

export type Toasts = ReturnType<typeof createToasts>;
