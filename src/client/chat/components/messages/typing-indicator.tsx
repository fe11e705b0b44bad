/** Three pulsing dots while a reply is on its way; hidden from screen readers, which get one announcement. */
export function TypingIndicator({ label = "Saint Thomas is composing his answer" }: { label?: string }) {
  return (
    <div className="flex justify-start" data-testid="typing-indicator">
      <div className="flex items-center gap-3 rounded-2xl rounded-tl-md border bg-card px-4 py-3 shadow-sm">
        <span className="flex gap-1" aria-hidden="true">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-2 animate-bounce rounded-full bg-gold motion-reduce:animate-none"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        <span className="text-sm italic text-muted-foreground" aria-hidden="true">
          {label}…
        </span>
      </div>
    </div>
  );
}
