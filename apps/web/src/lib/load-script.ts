const loading = new Map<string, Promise<void>>();

/** Adds a third-party script to the page once; later calls share the first load. */
export function loadScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`The script ${src} could not be loaded.`));
      });
      document.head.append(script);
    });
    loading.set(src, pending);
  }
  return pending;
}
