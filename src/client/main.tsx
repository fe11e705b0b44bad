import "./fonts.css";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { queryClient } from "./lib/query-client";
import { seedQuotesFromPage } from "./quotes/seed-quotes";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

seedQuotesFromPage(queryClient);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
