import { chatPathWithQuestion } from "@client/chat/chat-links";
import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { SectionHeading } from "./section-heading";
import { TOPICS } from "./topics";

export function TopicBadges() {
  return (
    <section aria-labelledby="topics-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
      <SectionHeading
        id="topics-title"
        eyebrow="Where to begin"
        title="Explore the great questions"
        lead="Choose a theme and the conversation opens with a question he answers at length; change it as you like before you ask."
      />
      <ul className="mt-10 flex flex-wrap justify-center gap-3">
        {TOPICS.map((topic) => (
          <li key={topic.label}>
            <Link
              to={chatPathWithQuestion(topic.question)}
              className="group inline-flex items-center gap-2 rounded-full border border-gold/50 bg-card px-5 py-2.5 text-sm font-semibold text-foreground shadow-sm transition hover:-translate-y-0.5 hover:border-gold hover:bg-gold-soft hover:shadow-md"
              title={topic.question}
            >
              <topic.icon className="size-4 text-gold-strong" aria-hidden="true" />
              {topic.label}
              <ArrowUpRight
                className="size-3.5 text-muted-foreground transition group-hover:text-gold-strong"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
