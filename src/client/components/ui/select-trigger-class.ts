/** The select trigger's look, shared by the Radix trigger and the stand-in drawn before its code loads. */
export const SELECT_TRIGGER_CLASS =
  "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm shadow-sm data-[placeholder]:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 [&>span]:line-clamp-1";
