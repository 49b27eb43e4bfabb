/** Legal page bodies (disclaimer, cookie policy, privacy statement) for a Belgian estate agency. */
import { type L } from "./i18n";

export const AGENCY = {
  name: "Zeedijk Vastgoed",
  legalName: "Zeedijk Vastgoed BV",
  street: "Zeedijk 150",
  zip: "8400",
  city: "Oostende",
  phone: "+32 59 70 12 30",
  email: "info@zeedijk.be",
  privacyEmail: "privacy@zeedijk.be",
  vat: "BE 0712.345.678",
  bivNumber: "512.345",
  lat: 51.2299,
  lng: 2.9138,
} as const;

const A = AGENCY;

export const DISCLAIMER: L<string[]> = {
  nl: [
    `Deze website wordt uitgebaat door ${A.legalName}, ${A.street}, ${A.zip} ${A.city}, ondernemingsnummer ${A.vat}, e-mail ${A.email}, telefoon ${A.phone}.`,
    `${A.legalName} is erkend vastgoedmakelaar-bemiddelaar, ingeschreven bij het Beroepsinstituut van Vastgoedmakelaars (BIV) onder nummer ${A.bivNumber}, België. Toezichthoudende autoriteit: BIV, Luxemburgstraat 16B, 1000 Brussel. Wij zijn onderworpen aan de deontologische code van het BIV, die u kunt raadplegen op www.biv.be. Onze beroepsaansprakelijkheid en borgstelling zijn verzekerd via de groepspolis van het BIV.`,
    "De informatie over panden op deze website wordt met de grootste zorg samengesteld op basis van gegevens van de eigenaars en officiële documenten. Ze is echter louter indicatief en vormt geen aanbod in juridische zin. Oppervlaktes, plannen, foto's en beschrijvingen zijn niet contractueel; enkel de notariële akte en de bijbehorende attesten zijn bindend. Panden worden aangeboden onder voorbehoud van verkoop of verhuur in de tussentijd.",
    "Wij streven ernaar de website correct en actueel te houden, maar kunnen niet garanderen dat ze vrij is van fouten of onderbrekingen. Wij zijn niet aansprakelijk voor schade die voortvloeit uit het gebruik van de website of uit het vertrouwen op de informatie erop, behalve bij opzet of grove fout. Voor de inhoud van externe websites waarnaar wij verwijzen, zijn wij niet verantwoordelijk.",
    `Alle teksten, foto's, logo's en andere inhoud van deze website zijn beschermd door het auteursrecht en behoren toe aan ${A.legalName} of haar partners. Overname zonder voorafgaande schriftelijke toestemming is niet toegestaan.`,
    "Op deze website en op elk geschil in verband ermee is het Belgisch recht van toepassing. Bij een geschil zijn de rechtbanken van het gerechtelijk arrondissement West-Vlaanderen bevoegd, onverminderd de dwingende regels die consumenten beschermen. Consumenten kunnen zich ook wenden tot de Consumentenombudsdienst.",
  ],
  fr: [
    `Ce site est exploité par ${A.legalName}, ${A.street}, ${A.zip} ${A.city} (Ostende), numéro d'entreprise ${A.vat}, e-mail ${A.email}, téléphone ${A.phone}.`,
    `${A.legalName} est agent immobilier intermédiaire agréé, inscrit auprès de l'Institut professionnel des agents immobiliers (IPI) sous le numéro ${A.bivNumber}, Belgique. Autorité de contrôle : IPI, rue du Luxembourg 16B, 1000 Bruxelles. Nous sommes soumis au code de déontologie de l'IPI, consultable sur www.ipi.be. Notre responsabilité civile professionnelle et notre cautionnement sont assurés via la police collective de l'IPI.`,
    "Les informations relatives aux biens présentés sur ce site sont établies avec le plus grand soin sur la base des données des propriétaires et de documents officiels. Elles sont toutefois purement indicatives et ne constituent pas une offre au sens juridique. Superficies, plans, photos et descriptions ne sont pas contractuels ; seuls l'acte notarié et les attestations qui l'accompagnent font foi. Les biens sont proposés sous réserve de vente ou de location entre-temps.",
    "Nous veillons à ce que le site soit correct et à jour, mais ne pouvons garantir qu'il soit exempt d'erreurs ou d'interruptions. Nous déclinons toute responsabilité pour les dommages résultant de l'utilisation du site ou de la confiance accordée à ses informations, sauf en cas de dol ou de faute grave. Nous ne sommes pas responsables du contenu des sites externes vers lesquels nous renvoyons.",
    `Tous les textes, photos, logos et autres contenus de ce site sont protégés par le droit d'auteur et appartiennent à ${A.legalName} ou à ses partenaires. Toute reproduction sans autorisation écrite préalable est interdite.`,
    "Ce site et tout litige y afférent sont régis par le droit belge. En cas de litige, les tribunaux de l'arrondissement judiciaire de Flandre occidentale sont compétents, sans préjudice des règles impératives protégeant les consommateurs. Les consommateurs peuvent également s'adresser au Service de médiation pour le consommateur.",
  ],
  en: [
    `This website is operated by ${A.legalName}, ${A.street}, ${A.zip} ${A.city} (Ostend), Belgium, company number ${A.vat}, e-mail ${A.email}, telephone ${A.phone}.`,
    `${A.legalName} is a licensed estate agent registered with the Professional Institute of Estate Agents (BIV/IPI) under number ${A.bivNumber}, Belgium. Supervisory authority: BIV/IPI, Rue du Luxembourg 16B, 1000 Brussels. We are bound by the BIV/IPI code of ethics, available at www.biv.be. Our professional liability and guarantee are insured through the BIV/IPI group policy.`,
    "Property information on this website is compiled with the greatest care from owners' data and official documents. It is, however, for information only and does not constitute an offer in the legal sense. Surfaces, plans, photos and descriptions are not contractual; only the notarial deed and its accompanying certificates are binding. Properties are offered subject to prior sale or letting.",
    "We strive to keep the website accurate and up to date, but cannot guarantee that it is free of errors or interruptions. We accept no liability for damage arising from the use of the website or from reliance on its information, except in cases of intent or gross negligence. We are not responsible for the content of external websites we link to.",
    `All texts, photos, logos and other content on this website are protected by copyright and belong to ${A.legalName} or its partners. Reproduction without prior written permission is not allowed.`,
    "This website and any dispute relating to it are governed by Belgian law. The courts of the judicial district of West Flanders have jurisdiction, without prejudice to mandatory rules protecting consumers. Consumers may also contact the Belgian Consumer Ombudsman Service.",
  ],
  de: [
    `Diese Website wird betrieben von ${A.legalName}, ${A.street}, ${A.zip} ${A.city} (Ostende), Belgien, Unternehmensnummer ${A.vat}, E-Mail ${A.email}, Telefon ${A.phone}.`,
    `${A.legalName} ist zugelassener Immobilienmakler und beim belgischen Berufsinstitut der Immobilienmakler (BIV/IPI) unter der Nummer ${A.bivNumber} eingetragen. Aufsichtsbehörde: BIV/IPI, Rue du Luxembourg 16B, 1000 Brüssel. Wir unterliegen dem Berufskodex des BIV/IPI, der unter www.biv.be eingesehen werden kann. Unsere Berufshaftpflicht und Kaution sind über die Gruppenpolice des BIV/IPI versichert.`,
    "Die Angaben zu den Immobilien auf dieser Website werden mit größter Sorgfalt auf der Grundlage von Eigentümerangaben und amtlichen Dokumenten zusammengestellt. Sie sind jedoch rein informativ und stellen kein Angebot im rechtlichen Sinne dar. Flächen, Pläne, Fotos und Beschreibungen sind nicht vertraglich bindend; maßgeblich sind allein die notarielle Urkunde und die zugehörigen Bescheinigungen. Zwischenverkauf und Zwischenvermietung bleiben vorbehalten.",
    "Wir bemühen uns, die Website korrekt und aktuell zu halten, können aber nicht garantieren, dass sie frei von Fehlern oder Unterbrechungen ist. Für Schäden aus der Nutzung der Website oder aus dem Vertrauen auf ihre Angaben haften wir nicht, außer bei Vorsatz oder grober Fahrlässigkeit. Für den Inhalt externer Websites, auf die wir verweisen, sind wir nicht verantwortlich.",
    `Alle Texte, Fotos, Logos und sonstigen Inhalte dieser Website sind urheberrechtlich geschützt und gehören ${A.legalName} oder ihren Partnern. Eine Übernahme ohne vorherige schriftliche Zustimmung ist nicht gestattet.`,
    "Für diese Website und alle damit verbundenen Streitigkeiten gilt belgisches Recht. Zuständig sind die Gerichte des Gerichtsbezirks Westflandern, unbeschadet zwingender Verbraucherschutzvorschriften. Verbraucher können sich auch an den belgischen Verbraucherombudsdienst wenden.",
  ],
};

export const COOKIE_POLICY: L<string[]> = {
  nl: [
    `Deze website van ${A.legalName} gebruikt cookies en vergelijkbare technieken. Cookies zijn kleine tekstbestanden die op uw toestel worden opgeslagen wanneer u een website bezoekt. In dit cookiebeleid leest u welke cookies wij gebruiken en hoe u uw keuze kunt wijzigen.`,
    "Strikt noodzakelijke cookies zorgen ervoor dat de website werkt: ze onthouden uw taalkeuze, uw cookievoorkeuren en, als u inlogt als eigenaar, uw sessie. Voor deze cookies is geen toestemming nodig en u kunt ze niet uitschakelen.",
    "Analytische cookies helpen ons te begrijpen hoe bezoekers de website gebruiken, bijvoorbeeld welke pagina's het meest bekeken worden. Marketingcookies, zoals die van sociale netwerken, worden gebruikt om advertenties relevanter te maken. Deze cookies worden pas geplaatst nadat u daarvoor uitdrukkelijk toestemming hebt gegeven, per categorie: analytische opslag, advertentieopslag, advertentiegebruikersgegevens en gepersonaliseerde advertenties.",
    "De kaarten op onze website gebruiken OpenStreetMap en plaatsen geen tracking-cookies. Ingesloten video's of virtuele rondleidingen van derden worden pas geladen wanneer u ze start; daarbij kunnen die diensten hun eigen cookies plaatsen.",
    "Uw toestemming wordt maximaal twaalf maanden bewaard. U kunt uw keuze op elk moment wijzigen via de link 'Cookie-instellingen' onderaan elke pagina. U kunt cookies ook verwijderen of blokkeren via de instellingen van uw browser; sommige onderdelen van de website werken dan mogelijk niet meer zoals bedoeld.",
    `Meer informatie over hoe wij met persoonsgegevens omgaan, vindt u in onze privacyverklaring. Vragen over cookies kunt u richten aan ${A.privacyEmail}.`,
  ],
  fr: [
    `Ce site de ${A.legalName} utilise des cookies et des techniques similaires. Les cookies sont de petits fichiers texte enregistrés sur votre appareil lorsque vous visitez un site. Cette politique explique quels cookies nous utilisons et comment modifier votre choix.`,
    "Les cookies strictement nécessaires assurent le fonctionnement du site : ils mémorisent votre choix de langue, vos préférences en matière de cookies et, si vous vous connectez en tant que propriétaire, votre session. Ces cookies ne requièrent pas de consentement et ne peuvent pas être désactivés.",
    "Les cookies analytiques nous aident à comprendre comment les visiteurs utilisent le site, par exemple quelles pages sont les plus consultées. Les cookies marketing, comme ceux des réseaux sociaux, servent à rendre les publicités plus pertinentes. Ces cookies ne sont déposés qu'après votre consentement explicite, par catégorie : stockage analytique, stockage publicitaire, données utilisateur publicitaires et publicité personnalisée.",
    "Les cartes de notre site utilisent OpenStreetMap et ne déposent pas de cookies de suivi. Les vidéos ou visites virtuelles de tiers intégrées ne sont chargées que lorsque vous les lancez ; ces services peuvent alors déposer leurs propres cookies.",
    "Votre consentement est conservé douze mois au maximum. Vous pouvez modifier votre choix à tout moment via le lien « Paramètres des cookies » en bas de chaque page. Vous pouvez aussi supprimer ou bloquer les cookies dans les paramètres de votre navigateur ; certaines parties du site risquent alors de ne plus fonctionner correctement.",
    `Pour en savoir plus sur la manière dont nous traitons les données personnelles, consultez notre déclaration de confidentialité. Vos questions sur les cookies peuvent être adressées à ${A.privacyEmail}.`,
  ],
  en: [
    `This website of ${A.legalName} uses cookies and similar technologies. Cookies are small text files stored on your device when you visit a website. This cookie policy explains which cookies we use and how you can change your choice.`,
    "Strictly necessary cookies make the website work: they remember your language, your cookie preferences and, if you log in as an owner, your session. These cookies do not require consent and cannot be switched off.",
    "Analytics cookies help us understand how visitors use the website, for example which pages are viewed most. Marketing cookies, such as those of social networks, are used to make advertising more relevant. These cookies are only set after you have given explicit consent, per category: analytics storage, ad storage, ad user data and ad personalisation.",
    "The maps on our website use OpenStreetMap and set no tracking cookies. Embedded third-party videos or virtual tours are only loaded when you start them; those services may then set their own cookies.",
    "Your consent is stored for at most twelve months. You can change your choice at any time via the 'Cookie settings' link at the bottom of every page. You can also delete or block cookies in your browser settings; some parts of the website may then no longer work as intended.",
    `For more on how we handle personal data, see our privacy statement. Questions about cookies can be sent to ${A.privacyEmail}.`,
  ],
  de: [
    `Diese Website der ${A.legalName} verwendet Cookies und ähnliche Technologien. Cookies sind kleine Textdateien, die beim Besuch einer Website auf Ihrem Gerät gespeichert werden. In dieser Cookie-Richtlinie erfahren Sie, welche Cookies wir verwenden und wie Sie Ihre Auswahl ändern können.`,
    "Unbedingt erforderliche Cookies sorgen dafür, dass die Website funktioniert: Sie speichern Ihre Sprachauswahl, Ihre Cookie-Einstellungen und, wenn Sie sich als Eigentümer anmelden, Ihre Sitzung. Für diese Cookies ist keine Einwilligung nötig, und sie können nicht deaktiviert werden.",
    "Analyse-Cookies helfen uns zu verstehen, wie Besucher die Website nutzen, zum Beispiel welche Seiten am häufigsten aufgerufen werden. Marketing-Cookies, etwa von sozialen Netzwerken, dienen dazu, Werbung relevanter zu gestalten. Diese Cookies werden erst gesetzt, nachdem Sie ausdrücklich eingewilligt haben, und zwar je Kategorie: Analysespeicherung, Werbespeicherung, Werbe-Nutzerdaten und personalisierte Werbung.",
    "Die Karten auf unserer Website nutzen OpenStreetMap und setzen keine Tracking-Cookies. Eingebettete Videos oder virtuelle Rundgänge Dritter werden erst geladen, wenn Sie sie starten; diese Dienste können dann eigene Cookies setzen.",
    "Ihre Einwilligung wird höchstens zwölf Monate gespeichert. Sie können Ihre Auswahl jederzeit über den Link „Cookie-Einstellungen“ unten auf jeder Seite ändern. Sie können Cookies auch in den Einstellungen Ihres Browsers löschen oder blockieren; einige Teile der Website funktionieren dann möglicherweise nicht mehr wie vorgesehen.",
    `Mehr darüber, wie wir mit personenbezogenen Daten umgehen, lesen Sie in unserer Datenschutzerklärung. Fragen zu Cookies richten Sie bitte an ${A.privacyEmail}.`,
  ],
};

export const PRIVACY_STATEMENT: L<string[]> = {
  nl: [
    `${A.legalName}, ${A.street}, ${A.zip} ${A.city}, ondernemingsnummer ${A.vat}, is verwerkingsverantwoordelijke voor de persoonsgegevens die via deze website en in het kader van onze dienstverlening worden verzameld. Wij verwerken uw gegevens in overeenstemming met de Algemene Verordening Gegevensbescherming (AVG/GDPR) en de Belgische privacywetgeving.`,
    "Wij verwerken de gegevens die u ons bezorgt via contactformulieren, een zoekprofiel, een aanvraag tot bezoek of schatting, of tijdens een gesprek: naam, contactgegevens, uw woonwensen en budget, en informatie over het pand dat u wilt verkopen of verhuren. Als eigenaar die inlogt, verwerken wij ook uw inloggegevens en de statistieken van uw panden.",
    "Wij gebruiken die gegevens om uw vragen te beantwoorden en bezoeken te plannen (precontractuele maatregelen), om bemiddelingsopdrachten uit te voeren (uitvoering van een overeenkomst), om u nieuw aanbod te sturen dat bij uw zoekprofiel past (toestemming, die u altijd kunt intrekken) en om te voldoen aan wettelijke verplichtingen, zoals de identificatie van klanten volgens de antiwitwaswetgeving.",
    "Uw gegevens worden enkel gedeeld met partijen die betrokken zijn bij uw dossier, zoals de notaris, de kandidaat-koper of -huurder en de eigenaar, en met onze verwerkers voor IT, hosting, e-mail en ons vastgoedsoftwarepakket. Met die verwerkers hebben wij verwerkersovereenkomsten gesloten. Wij verkopen uw gegevens nooit en geven ze niet door buiten de Europese Economische Ruimte zonder passende waarborgen.",
    "Wij bewaren uw gegevens niet langer dan nodig: zoekprofielen tot u zich uitschrijft of na twee jaar zonder activiteit, dossiergegevens zolang wettelijk vereist (voor antiwitwasverplichtingen tien jaar na het einde van de relatie). Wij nemen passende technische en organisatorische maatregelen om uw gegevens te beveiligen.",
    `U hebt het recht op inzage, verbetering, wissing, beperking van de verwerking, overdraagbaarheid en bezwaar. U kunt die rechten uitoefenen door te mailen naar ${A.privacyEmail}, met een kopie van uw identiteitskaart als wij twijfelen aan uw identiteit. Bent u niet tevreden over ons antwoord, dan kunt u een klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (www.gegevensbeschermingsautoriteit.be).`,
  ],
  fr: [
    `${A.legalName}, ${A.street}, ${A.zip} ${A.city} (Ostende), numéro d'entreprise ${A.vat}, est responsable du traitement des données personnelles collectées via ce site et dans le cadre de nos services. Nous traitons vos données conformément au règlement général sur la protection des données (RGPD) et à la législation belge en matière de vie privée.`,
    "Nous traitons les données que vous nous communiquez via les formulaires de contact, un profil de recherche, une demande de visite ou d'estimation, ou lors d'un entretien : nom, coordonnées, vos souhaits et votre budget, ainsi que des informations sur le bien que vous souhaitez vendre ou louer. Si vous vous connectez en tant que propriétaire, nous traitons aussi vos identifiants et les statistiques de vos biens.",
    "Nous utilisons ces données pour répondre à vos questions et planifier des visites (mesures précontractuelles), pour exécuter les mandats d'intermédiation (exécution d'un contrat), pour vous envoyer de nouveaux biens correspondant à votre profil (consentement, que vous pouvez retirer à tout moment) et pour respecter nos obligations légales, comme l'identification des clients prévue par la législation anti-blanchiment.",
    "Vos données ne sont partagées qu'avec les parties concernées par votre dossier, comme le notaire, le candidat acheteur ou locataire et le propriétaire, ainsi qu'avec nos sous-traitants pour l'informatique, l'hébergement, l'e-mail et notre logiciel immobilier. Nous avons conclu des contrats de sous-traitance avec eux. Nous ne vendons jamais vos données et ne les transférons pas hors de l'Espace économique européen sans garanties appropriées.",
    "Nous ne conservons vos données que le temps nécessaire : les profils de recherche jusqu'à votre désinscription ou après deux ans sans activité, les données de dossier aussi longtemps que la loi l'exige (dix ans après la fin de la relation pour les obligations anti-blanchiment). Nous prenons des mesures techniques et organisationnelles appropriées pour protéger vos données.",
    `Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation du traitement, de portabilité et d'opposition. Vous pouvez exercer ces droits en écrivant à ${A.privacyEmail}, avec une copie de votre carte d'identité si nous avons un doute sur votre identité. Si notre réponse ne vous satisfait pas, vous pouvez introduire une plainte auprès de l'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles (www.autoriteprotectiondonnees.be).`,
  ],
  en: [
    `${A.legalName}, ${A.street}, ${A.zip} ${A.city} (Ostend), Belgium, company number ${A.vat}, is the controller of the personal data collected through this website and in the course of our services. We process your data in accordance with the General Data Protection Regulation (GDPR) and Belgian privacy law.`,
    "We process the data you give us through contact forms, a search profile, a viewing or valuation request, or in conversation: name, contact details, your housing wishes and budget, and information about the property you want to sell or let. If you log in as an owner, we also process your login details and the statistics of your properties.",
    "We use these data to answer your questions and schedule viewings (pre-contractual measures), to carry out agency mandates (performance of a contract), to send you new listings that match your search profile (consent, which you may withdraw at any time) and to meet legal obligations, such as identifying clients under anti-money-laundering law.",
    "Your data are only shared with parties involved in your file, such as the notary, the prospective buyer or tenant and the owner, and with our processors for IT, hosting, e-mail and our property software. We have signed data processing agreements with these processors. We never sell your data and do not transfer them outside the European Economic Area without appropriate safeguards.",
    "We keep your data no longer than necessary: search profiles until you unsubscribe or after two years without activity, file data as long as the law requires (ten years after the end of the relationship for anti-money-laundering obligations). We take appropriate technical and organisational measures to protect your data.",
    `You have the right of access, rectification, erasure, restriction of processing, portability and objection. You can exercise these rights by writing to ${A.privacyEmail}, with a copy of your identity card if we have doubts about your identity. If you are not satisfied with our answer, you can lodge a complaint with the Belgian Data Protection Authority, Rue de la Presse 35, 1000 Brussels (www.dataprotectionauthority.be).`,
  ],
  de: [
    `${A.legalName}, ${A.street}, ${A.zip} ${A.city} (Ostende), Belgien, Unternehmensnummer ${A.vat}, ist Verantwortlicher für die personenbezogenen Daten, die über diese Website und im Rahmen unserer Dienstleistungen erhoben werden. Wir verarbeiten Ihre Daten gemäß der Datenschutz-Grundverordnung (DSGVO) und dem belgischen Datenschutzrecht.`,
    "Wir verarbeiten die Daten, die Sie uns über Kontaktformulare, ein Suchprofil, eine Besichtigungs- oder Bewertungsanfrage oder im Gespräch mitteilen: Name, Kontaktdaten, Ihre Wohnwünsche und Ihr Budget sowie Angaben zu der Immobilie, die Sie verkaufen oder vermieten möchten. Wenn Sie sich als Eigentümer anmelden, verarbeiten wir auch Ihre Zugangsdaten und die Statistiken Ihrer Immobilien.",
    "Wir nutzen diese Daten, um Ihre Fragen zu beantworten und Besichtigungen zu planen (vorvertragliche Maßnahmen), um Vermittlungsaufträge auszuführen (Vertragserfüllung), um Ihnen neue Angebote passend zu Ihrem Suchprofil zu senden (Einwilligung, die Sie jederzeit widerrufen können) und um gesetzliche Pflichten zu erfüllen, etwa die Identifizierung von Kunden nach dem Geldwäschegesetz.",
    "Ihre Daten werden nur an Beteiligte Ihres Dossiers weitergegeben, etwa an den Notar, den Kauf- oder Mietinteressenten und den Eigentümer, sowie an unsere Auftragsverarbeiter für IT, Hosting, E-Mail und unsere Immobiliensoftware. Mit diesen Dienstleistern haben wir Auftragsverarbeitungsverträge geschlossen. Wir verkaufen Ihre Daten nie und übermitteln sie nicht ohne geeignete Garantien außerhalb des Europäischen Wirtschaftsraums.",
    "Wir speichern Ihre Daten nicht länger als nötig: Suchprofile bis zu Ihrer Abmeldung oder nach zwei Jahren ohne Aktivität, Dossierdaten so lange, wie es das Gesetz verlangt (bei Geldwäschepflichten zehn Jahre nach Ende der Geschäftsbeziehung). Wir treffen geeignete technische und organisatorische Maßnahmen zum Schutz Ihrer Daten.",
    `Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Sie können diese Rechte per E-Mail an ${A.privacyEmail} ausüben, bei Zweifeln an Ihrer Identität mit einer Kopie Ihres Personalausweises. Sind Sie mit unserer Antwort nicht zufrieden, können Sie Beschwerde bei der belgischen Datenschutzbehörde einlegen, Rue de la Presse 35, 1000 Brüssel (www.autoriteprotectiondonnees.be).`,
  ],
};
