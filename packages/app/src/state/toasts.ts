import type { ToastMessage } from '@job/ui';
import { proxy } from 'valtio';

/** Toasts on screen; ui's Toaster shows each for 1500 ms and then asks to dismiss it. */
export function createToasts() {
  const state = proxy({ toasts: [] as ToastMessage[] });
  let lastId = 0;
  return {
    state,
    /** Shows `title`, with a link on or an action (such as an undo) when `extras` has one. */
    show(
      title: string,
      tone: ToastMessage['tone'],
      extras: Pick<ToastMessage, 'link' | 'action'> = {},
    ): void {
      lastId += 1;
      state.toasts.push({ id: String(lastId), title, tone, ...extras });
    },
    dismiss(id: string): void {
      state.toasts = state.toasts.filter((toast) => toast.id !== id);
    },
  };
}

export type Toasts = ReturnType<typeof createToasts>;
