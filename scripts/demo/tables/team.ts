/** The agency's people: managers on properties (feed) and team articles 60..64 (content). */
import { type L, l } from "./i18n";

export interface Person {
  articleId: number;
  key: "lieve" | "pieter" | "sofie" | "thomas" | "elke";
  name: string;
  email: string;
  /** Raw digits, as the CRM sends them (9-digit landline, 10-digit mobile). */
  directPhone: string;
  mobilePhone: string;
  role: L;
  image: string;
}

export const TEAM: readonly Person[] = [
  {
    articleId: 60, key: "lieve", name: "Lieve Vandamme", email: "lieve@zeedijk.be", directPhone: "059701231", mobilePhone: "0476123401",
    role: l("Zaakvoerder en erkend vastgoedmakelaar", "Gérante et agent immobilier agréé", "Managing director and licensed estate agent", "Geschäftsführerin und zugelassene Immobilienmaklerin"),
    image: "images/team-01.jpg",
  },
  {
    articleId: 61, key: "pieter", name: "Pieter Declercq", email: "pieter@zeedijk.be", directPhone: "059701232", mobilePhone: "0477234502",
    role: l("Vastgoedmakelaar verkoop", "Agent immobilier, vente", "Estate agent, sales", "Immobilienmakler, Verkauf"),
    image: "images/team-02.jpg",
  },
  {
    articleId: 62, key: "sofie", name: "Sofie Vanhoutte", email: "sofie@zeedijk.be", directPhone: "059701233", mobilePhone: "0478345603",
    role: l("Verhuur en beheer", "Location et gestion", "Lettings and property management", "Vermietung und Verwaltung"),
    image: "images/team-03.jpg",
  },
  {
    articleId: 63, key: "thomas", name: "Thomas Maes", email: "thomas@zeedijk.be", directPhone: "059701234", mobilePhone: "0479456704",
    role: l("Nieuwbouwprojecten en schattingen", "Projets neufs et estimations", "New-build projects and valuations", "Neubauprojekte und Bewertungen"),
    image: "images/team-04.jpg",
  },
  {
    articleId: 64, key: "elke", name: "Elke Verstraete", email: "elke@zeedijk.be", directPhone: "059701235", mobilePhone: "0470567805",
    role: l("Administratie en dossierbeheer", "Administration et suivi des dossiers", "Administration and file management", "Verwaltung und Aktenbearbeitung"),
    image: "images/team-05.jpg",
  },
];

export function person(key: Person["key"]): Person {
  const p = TEAM.find((t) => t.key === key);
  if (!p) throw new Error(`unknown team member ${key}`);
  return p;
}
