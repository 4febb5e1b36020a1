/**
 * The Requests group: quotation, contact and sample requests, the merchants whose codes order samples, and the
 * files visitors upload.
 */
import { type AdminArea, sp, w } from './words'

export const REQUEST_LABELS: AdminArea = {
  collections: {
    'contact-requests': sp(
      w('Demande de contact', 'Contactaanvraag', 'Contact request'),
      w('Demandes de contact', 'Contactaanvragen', 'Contact requests'),
    ),
    estimates: sp(
      w('Demande de devis', 'Offerteaanvraag', 'Quotation request'),
      w('Demandes de devis', 'Offerteaanvragen', 'Quotation requests'),
    ),
    'media-objects': sp(
      w('Fichier envoyé', 'Geüpload bestand', 'Uploaded file'),
      w('Fichiers envoyés', 'Geüploade bestanden', 'Uploaded files'),
    ),
    'sample-requests': sp(
      w('Demande d’échantillons', 'Stalenaanvraag', 'Sample request'),
      w('Demandes d’échantillons', 'Stalenaanvragen', 'Sample requests'),
    ),
    merchants: sp(w('Négociant', 'Handelaar', 'Merchant'), w('Négociants', 'Handelaars', 'Merchants')),
    reviews: sp(
      w('Avis vérifié', 'Geverifieerde beoordeling', 'Verified review'),
      w('Avis vérifiés', 'Geverifieerde beoordelingen', 'Verified reviews'),
    ),
    'follow-ups': sp(
      w('Lien de suivi', 'Opvolglink', 'Follow-up link'),
      w('Liens de suivi', 'Opvolglinks', 'Follow-up links'),
    ),
  },
  groups: {
    Requests: w('Demandes', 'Aanvragen', 'Requests'),
  },
  fields: {
    requestId: w('Numéro de demande', 'Aanvraagnummer', 'Request number'),
    'estimates:name': w('Nom du projet', 'Naam van het project', 'Project name'),
    comment: w('Commentaire', 'Opmerking', 'Comment'),
    projectType: w('Type de projet', 'Soort project', 'Project type'),
    size: w('Surface (m²)', 'Oppervlakte (m²)', 'Size (m²)'),
    workEndDate: w('Fin des travaux souhaitée', 'Gewenste einddatum van de werken', 'Desired end of work'),
    notes: w('Notes du professionnel', 'Notities van de vakman', 'Professional’s notes'),
    rejectionReason: w('Raison du refus', 'Reden van de weigering', 'Reason for rejection'),
    estimate: w('Demande de devis', 'Offerteaanvraag', 'Quotation request'),
    authorName: w('Auteur', 'Auteur', 'Author'),
    workDone: w('Travaux réalisés', 'Uitgevoerde werken', 'Work done'),
    ratingOverall: w('Note globale', 'Totaalscore', 'Overall rating'),
    ratingQuality: w('Qualité', 'Kwaliteit', 'Quality'),
    ratingPunctuality: w('Ponctualité', 'Stiptheid', 'Punctuality'),
    ratingTidiness: w('Propreté', 'Netheid', 'Tidiness'),
    ratingValue: w('Rapport qualité-prix', 'Prijs-kwaliteit', 'Value for money'),
    'reviews:text': w('Avis', 'Beoordeling', 'Review'),
    photos: w('Photos', 'Foto’s', 'Photos'),
    reply: w('Réponse du professionnel', 'Antwoord van de vakman', 'Professional’s reply'),
    repliedAt: w('Répondu le', 'Beantwoord op', 'Replied at'),
    moderatedAt: w('Modéré le', 'Gemodereerd op', 'Moderated at'),
    ratingCount: w('Nombre d’avis publiés', 'Aantal gepubliceerde beoordelingen', 'Published reviews'),
    ratingAverage: w('Note moyenne', 'Gemiddelde score', 'Average rating'),
    seenAt: w('Vue par le professionnel', 'Gezien door de vakman', 'Seen by the professional'),
    statusChangedAt: w('Statut changé le', 'Status gewijzigd op', 'Status changed at'),
    doneAt: w('Travaux terminés le', 'Werken afgerond op', 'Work done at'),
    withdrawnAt: w('Retirée par le client le', 'Ingetrokken door de klant op', 'Withdrawn by the client at'),
    clientMessage: w('Message au client', 'Bericht aan de klant', 'Message to the client'),
    tokenHash: w('Empreinte du lien', 'Hash van de link', 'Link hash'),
    askedProfessionals: w('Professionnels sollicités', 'Gevraagde vakmensen', 'Professionals asked'),
    expiresAt: w('Expire le', 'Verloopt op', 'Expires at'),
    salt: w('Sel', 'Zout', 'Salt'),
    uploadKey: w('Clé d’envoi', 'Uploadsleutel', 'Upload key'),
    sampleType: w('Type de demande', 'Soort aanvraag', 'Request type'),
    'sample-requests:name': w('Nom', 'Naam', 'Name'),
    'sample-requests:samples.name': w('Nom de la teinte', 'Naam van de tint', 'Shade name'),
    samples: w('Échantillons', 'Stalen', 'Samples'),
    merchant: w('Négociant', 'Handelaar', 'Merchant'),
    sampleCode: w('Code échantillon', 'Stalencode', 'Sample code'),
  },
  rows: {
    samples: w('Échantillon', 'Staal', 'Sample'),
  },
  texts: {
    // labels written in code
    Client: w('Client', 'Klant', 'Client'),
    Reply: w('Réponse', 'Antwoord', 'Reply'),
    'Required to reject: mailed to the client, who may then correct their review.': w(
      'Obligatoire pour refuser : envoyée au client, qui pourra corriger son avis.'.replace(' :', '\u00a0:'),
      'Verplicht om te weigeren: naar de klant gemaild, die zijn beoordeling dan kan verbeteren.',
      'Required to reject: mailed to the client, who may then correct their review.',
    ),
    'Empty once the request was deleted.': w(
      'Vide une fois la demande supprimée.',
      'Leeg zodra de aanvraag verwijderd is.',
      'Empty once the request was deleted.',
    ),
    'Give the client the reason of the rejection.': w(
      'Indiquez au client la raison du refus.',
      'Geef de klant de reden van de weigering.',
      'Give the client the reason of the rejection.',
    ),
    'Follow-up': w('Suivi par le client', 'Opvolging door de klant', 'Follow-up'),
    'What the client sees on their follow-up page and was told by mail.': w(
      'Ce que le client voit sur sa page de suivi et a appris par e-mail.',
      'Wat de klant op zijn opvolgpagina ziet en per e-mail vernam.',
      'What the client sees on their follow-up page and was told by mail.',
    ),
    'The professional’s message to the client, sent with an acceptance or a refusal.': w(
      'Le message du professionnel au client, envoyé avec une acceptation ou un refus.',
      'Het bericht van de vakman aan de klant, verstuurd bij een aanvaarding of weigering.',
      'The professional’s message to the client, sent with an acceptance or a refusal.',
    ),
    // help texts
    'The professional who uploaded it; empty for a visitor.': w(
      'Le professionnel qui l’a envoyé ; vide pour un visiteur.',
      'De vakman die het uploadde; leeg voor een bezoeker.',
      'The professional who uploaded it; empty for a visitor.',
    ),
    'Hash of the visitor’s upload session: only they may attach it.': w(
      'Empreinte de la session d’envoi du visiteur : lui seul peut le joindre.',
      'Hash van de uploadsessie van de bezoeker: alleen hij kan het toevoegen.',
      'Hash of the visitor’s upload session: only they may attach it.',
    ),
    'Tick once the request has been answered.': w(
      'Cochez une fois la demande traitée.',
      'Vink aan zodra de aanvraag beantwoord is.',
      'Tick once the request has been answered.',
    ),
    'Tick once the samples have been sent.': w(
      'Cochez une fois les échantillons envoyés.',
      'Vink aan zodra de stalen verstuurd zijn.',
      'Tick once the samples have been sent.',
    ),
    'Set when ordered with a merchant’s code.': w(
      'Renseigné pour une commande avec le code d’un négociant.',
      'Ingevuld bij een bestelling met de code van een handelaar.',
      'Set when ordered with a merchant’s code.',
    ),
    'Shared by the copies sent to each professional.': w(
      'Commun aux copies envoyées à chaque professionnel.',
      'Gedeeld door de kopieën die naar elke vakman gaan.',
      'Shared by the copies sent to each professional.',
    ),
    'The request’s text as the requester typed it; at most 400 characters.': w(
      'Le texte de la demande tel que le demandeur l’a écrit ; 400 caractères au plus.',
      'De tekst van de aanvraag zoals de aanvrager hem typte; hoogstens 400 tekens.',
      'The request’s text as the requester typed it; at most 400 characters.',
    ),
    'The professional’s own notes, from the dashboard.': w(
      'Les notes du professionnel, depuis son tableau de bord.',
      'De eigen notities van de vakman, vanuit zijn dashboard.',
      'The professional’s own notes, from the dashboard.',
    ),
    'Given to the merchant’s customers; compared without regard to case or spaces.': w(
      'Donné aux clients du négociant ; comparé sans tenir compte des majuscules ni des espaces.',
      'Gegeven aan de klanten van de handelaar; vergeleken zonder rekening te houden met hoofdletters of spaties.',
      'Given to the merchant’s customers; compared without regard to case or spaces.',
    ),
  },
  options: {
    // reviews
    PENDING: w('En attente de modération', 'Wacht op moderatie', 'Awaiting moderation'),
    APPROVED: w('Publié', 'Gepubliceerd', 'Published'),
    REJECTED: w('Refusé', 'Geweigerd', 'Rejected'),
    // quotation requests
    'status.NEW': w('Nouvelle', 'Nieuw', 'New'),
    'status.IN_PROGRESS': w('En cours', 'In behandeling', 'In progress'),
    'status.DONE': w('Traitée', 'Afgehandeld', 'Done'),
    'status.ARCHIVED': w('Archivée', 'Gearchiveerd', 'Archived'),
    RENOVATION: w('Rénovation', 'Renovatie', 'Renovation'),
    NEW_CONSTRUCTION: w('Construction neuve', 'Nieuwbouw', 'New construction'),
    SAMPLE: w('Échantillon de produit', 'Productstaal', 'Product sample'),
    BROCHURE: w('Brochure', 'Brochure', 'Brochure'),
    // contact requests
    individual: w('Particulier', 'Particulier', 'Homeowner'),
    professional: w('Professionnel du bâtiment', 'Bouwprofessional', 'Building professional'),
    architect: w('Architecte ou bureau d’études', 'Architect of studiebureau', 'Architect or design office'),
    merchant: w('Négociant en matériaux', 'Bouwmaterialenhandelaar', 'Building merchant'),
    other: w('Autre', 'Andere', 'Other'),
  },
}
