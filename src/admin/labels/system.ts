/**
 * The Admin and System groups: staff accounts, the outbox, the idempotency keys and the jobs queue Payload adds
 * (payload-jobs, shown to staff under System).
 */
import { type AdminArea, sp, w } from './words'

export const SYSTEM_LABELS: AdminArea = {
  collections: {
    users: sp(
      w('Compte administrateur', 'Beheerdersaccount', 'Staff account'),
      w('Comptes administrateurs', 'Beheerdersaccounts', 'Staff accounts'),
    ),
    // The jobs queue Payload adds (jobs.jobsCollectionOverrides in payload.config.ts localizes it too).
    'payload-jobs': sp(
      w('Tâche en file', 'Taak in wachtrij', 'Queued job'),
      w('Tâches en file', 'Taken in wachtrij', 'Queued jobs'),
    ),
    outbox: sp(w('Courriel', 'E-mail', 'E-mail'), w('Courriels', 'E-mails', 'E-mails')),
    'idempotency-keys': sp(
      w('Clé de soumission', 'Verzendsleutel', 'Submission key'),
      w('Clés de soumission', 'Verzendsleutels', 'Submission keys'),
    ),
  },
  groups: {
    Admin: w('Administration', 'Beheer', 'Admin'),
    System: w('Système', 'Systeem', 'System'),
  },
  fields: {
    // Payload's jobs queue (payload-jobs)
    'payload-jobs:input': w('Données de la tâche', 'Gegevens van de taak', 'Input'),
    'payload-jobs:taskStatus': w('État des étapes', 'Status van de stappen', 'Task status'),
    'payload-jobs:completedAt': w('Terminée le', 'Voltooid op', 'Completed at'),
    'payload-jobs:totalTried': w('Essais', 'Pogingen', 'Attempts'),
    'payload-jobs:hasError': w('En erreur', 'Met fout', 'Has error'),
    'payload-jobs:error': w('Erreur', 'Fout', 'Error'),
    'payload-jobs:log': w('Journal', 'Logboek', 'Log'),
    'payload-jobs:log.executedAt': w('Lancée le', 'Gestart op', 'Executed at'),
    'payload-jobs:log.completedAt': w('Terminée le', 'Voltooid op', 'Completed at'),
    'payload-jobs:log.taskSlug': w('Tâche', 'Taak', 'Task'),
    'payload-jobs:log.taskID': w('Identifiant de l’étape', 'Id van de stap', 'Task id'),
    'payload-jobs:log.input': w('Données', 'Gegevens', 'Input'),
    'payload-jobs:log.output': w('Résultat', 'Resultaat', 'Output'),
    'payload-jobs:log.state': w('Issue', 'Uitkomst', 'State'),
    'payload-jobs:log.error': w('Erreur', 'Fout', 'Error'),
    'payload-jobs:log.parent': w('Tâche parente', 'Bovenliggende taak', 'Parent'),
    'payload-jobs:log.parent.taskSlug': w('Tâche', 'Taak', 'Task'),
    'payload-jobs:log.parent.taskID': w('Identifiant de l’étape', 'Id van de stap', 'Task id'),
    'payload-jobs:workflowSlug': w('Flux', 'Workflow', 'Workflow'),
    'payload-jobs:taskSlug': w('Tâche', 'Taak', 'Task'),
    'payload-jobs:queue': w('File', 'Wachtrij', 'Queue'),
    'payload-jobs:waitUntil': w('Pas avant', 'Niet vóór', 'Wait until'),
    'payload-jobs:processing': w('En cours', 'Bezig', 'Processing'),
    'payload-jobs:concurrencyKey': w('Clé de concurrence', 'Gelijktijdigheidssleutel', 'Concurrency key'),
    'payload-jobs:meta': w('Métadonnées', 'Metagegevens', 'Meta'),
    // outbox
    attempts: w('Tentatives', 'Pogingen', 'Attempts'),
    sentAt: w('Envoyé le', 'Verzonden op', 'Sent at'),
    messageId: w('Identifiant du message', 'Bericht-ID', 'Message ID'),
    lastError: w('Dernière erreur', 'Laatste fout', 'Last error'),
    template: w('Modèle', 'Sjabloon', 'Template'),
    'outbox:to': w('Destinataire', 'Ontvanger', 'Recipient'),
    'outbox:text': w('Texte brut', 'Platte tekst', 'Plain text'),
    claimedUntil: w('En cours d’envoi jusqu’à', 'Wordt verzonden tot', 'Claimed until'),
    html: w('HTML', 'HTML', 'HTML'),
    attachments: w('Pièces jointes', 'Bijlagen', 'Attachments'),
    // idempotency keys
    'idempotency-keys:scope': w('Type de demande', 'Soort aanvraag', 'Request kind'),
    'idempotency-keys:key': w('Clé (empreinte)', 'Sleutel (hash)', 'Key (hash)'),
    'idempotency-keys:fingerprint': w('Empreinte du contenu', 'Hash van de inhoud', 'Content hash'),
    'idempotency-keys:response': w('Réponse donnée', 'Gegeven antwoord', 'Answer given'),
  },
  rows: {
    'payload-jobs:log': w('Passage', 'Uitvoering', 'Run'),
  },
  texts: {
    // Payload's jobs queue (payload-jobs)
    Status: w('État', 'Status', 'Status'),
    'Input data provided to the job': w(
      'Données remises à la tâche',
      'Gegevens die de taak meekreeg',
      'Input data provided to the job',
    ),
    'If hasError is true this job will not be retried': w(
      'Une tâche en erreur n’est plus réessayée.',
      'Een taak met een fout wordt niet opnieuw geprobeerd.',
      'If hasError is true this job will not be retried',
    ),
    'If hasError is true, this is the error that caused it': w(
      'L’erreur qui a arrêté la tâche.',
      'De fout die de taak stopte.',
      'If hasError is true, this is the error that caused it',
    ),
    'Task execution log': w('Journal des passages', 'Logboek van de uitvoeringen', 'Task execution log'),
    'Used for concurrency control. Jobs with the same key are subject to exclusive/supersedes rules.': w(
      'Sert au contrôle de concurrence : les tâches de même clé s’excluent ou se remplacent.',
      'Dient voor gelijktijdigheidscontrole: taken met dezelfde sleutel sluiten elkaar uit of vervangen elkaar.',
      'Used for concurrency control. Jobs with the same key are subject to exclusive/supersedes rules.',
    ),
    // labels written in code
    'Being delivered by a worker until then.': w(
      'Un processus d’envoi le distribue jusqu’à ce moment.',
      'Een verzendproces bezorgt het tot dan.',
      'Being delivered by a worker until then.',
    ),
    // help texts
    'Attached files: name, type and base64 content.': w(
      'Fichiers joints : nom, type et contenu en base64.',
      'Bijgevoegde bestanden: naam, type en inhoud in base64.',
      'Attached files: name, type and base64 content.',
    ),
  },
  options: {
    // Payload's jobs queue: a run's state, the mail task
    'state.failed': w('Échec', 'Mislukt', 'Failed'),
    'state.succeeded': w('Réussie', 'Geslaagd', 'Succeeded'),
    'taskSlug.sendMail': w('Envoi d’un e-mail', 'Verzending van een e-mail', 'Send an e-mail'),
    'taskSlug.inline': w('Tâche en ligne', 'Inline taak', 'Inline task'),
    // outbox
    'status.queued': w('En attente d’envoi', 'Wacht op verzending', 'Queued'),
    'status.sent': w('Envoyé', 'Verzonden', 'Sent'),
    'status.failed': w('Échec', 'Mislukt', 'Failed'),
    welcome: w('Bienvenue (professionnel)', 'Welkom (vakman)', 'Welcome (professional)'),
    resetPassword: w('Réinitialisation du mot de passe', 'Wachtwoord opnieuw instellen', 'Password reset'),
    contactStaff: w('Message de contact (personnel)', 'Contactbericht (personeel)', 'Contact message (staff)'),
    contactConfirmation: w('Confirmation de contact', 'Bevestiging van contact', 'Contact confirmation'),
    configuratorProject: w('Projet du configurateur', 'Project van de configurator', 'Configurator project'),
    estimateProfessional: w(
      'Demande de devis (professionnel)',
      'Offerteaanvraag (vakman)',
      'Quotation request (professional)',
    ),
    estimateClient: w('Demande de devis (demandeur)', 'Offerteaanvraag (aanvrager)', 'Quotation request (requester)'),
    estimateUpdate: w(
      'Réponse d’un professionnel (demandeur)',
      'Antwoord van een vakman (aanvrager)',
      'A professional’s answer (requester)',
    ),
    visualiserProject: w(
      'Lien vers une image du visualiseur (visiteur)',
      'Link naar een beeld uit de visualisatie (bezoeker)',
      'Link to a visualiser picture (visitor)',
    ),
    reviewRejected: w('Avis refusé (client)', 'Beoordeling geweigerd (klant)', 'Review rejected (client)'),
    estimateWithdrawn: w(
      'Demande retirée (professionnel)',
      'Aanvraag ingetrokken (vakman)',
      'Request withdrawn (professional)',
    ),
    sampleRequestDesk: w('Demande d’échantillons (service)', 'Stalenaanvraag (dienst)', 'Sample request (desk)'),
    sampleRequestConfirmation: w(
      'Confirmation de demande d’échantillons',
      'Bevestiging van stalenaanvraag',
      'Sample request confirmation',
    ),
    emailChanged: w('Adresse e-mail modifiée', 'E-mailadres gewijzigd', 'E-mail address changed'),
  },
}
