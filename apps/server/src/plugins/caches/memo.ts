/** A value loaded once and kept for the app's life (a failed load is forgotten, so the next call retries). */
export class Memo<T> {
  private value: Promise<T> | undefined;

  get(load: () => Promise<T>): Promise<T> {
    if (!this.value) {
      const loading = load();
      loading.catch(() => {
        if (this.value === loading) this.value = undefined;
      });
      this.value = loading;
    }
    return this.value;
  }
}
