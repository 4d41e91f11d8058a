/** The server-sent events of a stream (`fetch`'s answer), read as they come. */
export function eventsOf(response: Response) {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('no body');
  let buffered = '';
  return {
    /**
     * Reads until an event named `event` arrives; answers the names of the events read before it
     * (comments and settings as their first line), and it. What came after it waits for the next call.
     */
    async until(event: string): Promise<string[]> {
      const seen: string[] = [];
      for (;;) {
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop() ?? '';
        for (const [index, block] of blocks.entries()) {
          const name = /^event: (.+)$/m.exec(block)?.[1];
          seen.push(name ?? block.split('\n')[0] ?? '');
          if (name === event) {
            buffered = [...blocks.slice(index + 1), buffered].join('\n\n');
            return seen;
          }
        }
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${event}: ${seen.join(', ')}`);
        buffered += value;
      }
    },
  };
}
