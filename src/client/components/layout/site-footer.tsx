import { Link } from "react-router";
import { Emblem } from "./emblem";
import { NAV_ITEMS } from "./nav-items";

export const FOOTER_YEAR = 2024;

export function SiteFooter() {
  return (
    <footer className="border-t border-navy-foreground/10 bg-navy text-navy-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div className="max-w-xl space-y-4">
          <div className="flex items-center gap-2.5">
            <Emblem className="size-9 ring-1 ring-gold/40 rounded-[11px]" />
            <span className="font-serif text-2xl font-semibold">Angelicus</span>
          </div>
          <p className="font-serif text-lg leading-relaxed text-navy-foreground/90">
            Our mission is to use artificial intelligence for the good of the faith: to educate the faithful
            and every honest inquirer by opening the works of Saint Thomas Aquinas, in his own words, to
            learners of every age.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 font-sans text-xs font-semibold uppercase tracking-[0.18em] text-gold">
            Explore
          </h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="rounded-sm text-navy-foreground/85 hover:text-gold hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-navy-foreground/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-baseline justify-between gap-3 px-4 py-5 text-sm sm:px-6">
          <p className="text-navy-foreground/75">
            © {FOOTER_YEAR} Angelicus. Answers are drawn from the works of Saint Thomas Aquinas and the
            Douay-Rheims Bible.
          </p>
          <Link
            to="/your-data"
            className="rounded-sm text-navy-foreground/85 hover:text-gold hover:underline"
          >
            Your data
          </Link>
        </div>
      </div>
    </footer>
  );
}
