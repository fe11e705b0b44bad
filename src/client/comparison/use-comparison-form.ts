import { topicPrefill } from "@common/comparison/context";
import type { ComparisonPhilosopherKey } from "@common/comparison/philosophers";
import type { EducationLevel } from "@common/education/levels";
import { useCallback, useRef, useState } from "react";

/**
 * The dialog's fields (§4): the "use conversation" toggle starts on when there is context; turning it on
 * with more than 50 characters of context puts a summary of the discussion in the topic, and turning it
 * off brings back the topic that was there before.
 */
export function useComparisonForm(context: string, initialLevel: EducationLevel) {
  const hasContext = context.trim().length > 0;
  const [philosopher, setPhilosopher] = useState<ComparisonPhilosopherKey | "">("");
  const [topic, setTopic] = useState("");
  const [level, setLevel] = useState<EducationLevel>(initialLevel);
  const [useContext, setUseContextState] = useState(hasContext);
  const savedTopic = useRef<string | null>(null);

  const setUseContext = useCallback(
    (on: boolean) => {
      setUseContextState(on);
      if (on) {
        const prefill = topicPrefill(context);
        if (prefill === null) return;
        setTopic((current) => {
          savedTopic.current = current;
          return prefill;
        });
      } else if (savedTopic.current !== null) {
        const restored = savedTopic.current;
        savedTopic.current = null;
        setTopic(restored);
      }
    },
    [context],
  );

  return {
    philosopher,
    setPhilosopher,
    topic,
    setTopic,
    level,
    setLevel,
    hasContext,
    useContext: hasContext && useContext,
    setUseContext,
  };
}
