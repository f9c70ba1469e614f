// The catalogue in French: every key of en.ts, the same placeholders, French typography (« », a non-breaking space before : ; ? !).
import type { en } from "./en.ts";

/** Every message of the English catalogue, in French. */
export const fr: { readonly [K in keyof typeof en]: string } = {
  "confirm.invalid": "Cette confirmation n’est plus valable.",
  "confirm.duplicatePress": "C’est déjà fait (ou en cours) : le résultat est au-dessus.",
  "confirm.cancelled": "Rien n’a été modifié.",
  "confirm.cancelNotYours": "Seule la personne qui l’a demandé peut annuler ceci : rien ne change.",
  "confirm.expired":
    "Cette confirmation a expiré : rien n’a été modifié. Relancez la commande pour qu’elle vous soit redemandée.",
  "platform.name": "{platform, select, slack {Slack} teams {Microsoft Teams} other {la console}}",
  "link.source":
    "{source, select, manual {lié par un administrateur} slack_user_id {lié automatiquement : l’annuaire donne votre identifiant Slack} entra_id {lié automatiquement : l’annuaire donne votre identifiant Microsoft Entra} other {lié automatiquement par l’e-mail vérifié par votre messagerie}}",
  "progress.working": "C’est en cours…",
  "progress.queued":
    "En file d’attente : le service desk accepte {limit, plural, one {# requête} other {# requêtes}} par minute, et {queued, plural, one {# attend} other {# attendent}}. Votre réponse arrivera ici dans {wait}.",
  "queue.tooBusy.title": "Le service desk est trop occupé pour répondre à temps.",
  "queue.tooBusy.troubleshoot":
    "Rien n’a été envoyé. Le service desk accepte {limit, plural, one {# requête} other {# requêtes}} par minute, et {queued, plural, one {# attend} other {# attendent}} : votre réponse prendrait {wait}, et {window}. Réessayez plus tard.",
  "queue.window.slack":
    "Slack garde la réponse d’une commande ouverte {minutes, plural, one {# minute} other {# minutes}}",
  "queue.window.other": "deskbot répond dans {minutes, plural, one {la minute} other {les # minutes}} ou pas du tout",
  "queue.wait.seconds": "environ {seconds, plural, one {# seconde} other {# secondes}}",
  "queue.wait.minutes": "environ {minutes, plural, one {# minute} other {# minutes}}",
  "confirm.notYours.title": "Seule la personne qui a demandé la commande « {command} » peut la confirmer.",
  "confirm.notYours.text": "Lancez la commande vous-même pour qu’on vous demande votre propre confirmation.",
  "store.downForChanges.title": "deskbot ne peut rien modifier pour le moment : sa base de données ne répond pas.",
  "store.downForChanges.troubleshoot":
    "Rien n’a été envoyé. deskbot enregistre chaque modification pour qu’elle soit faite une seule fois, et ne peut pas le faire maintenant. Réessayez dans quelques minutes ; si cela continue, prévenez l’administrateur de deskbot.",
  "store.down.title": "La base de données de deskbot ne répond pas pour le moment.",
  "store.down.troubleshoot":
    "Réessayez dans quelques minutes ; si cela continue, prévenez l’administrateur de deskbot.",
  "internal.title": "Un problème est survenu dans deskbot.",
  "internal.troubleshoot":
    "Réessayez ; si cela continue, prévenez l’administrateur de deskbot (les détails sont dans le journal de deskbot).",
  "outcome.unknown.title": "Le résultat est inconnu.",
  "outcome.unknown.troubleshoot": "Vérifiez avant de réessayer.",
  "outcome.abandoned.title":
    "deskbot s’est arrêté pendant l’opération : on ne sait pas si la modification a été faite.",
  "outcome.abandoned.troubleshoot":
    "Vérifiez le ticket (ou l’élément modifié) avant de réessayer : la modification a peut-être été faite.",
  "outcome.cutOff.what": "Votre demande était : {text}",
  "outcome.inProgress.title": "C’est en cours",
  "outcome.inProgress.text": "Cette demande est en cours de traitement ; son résultat va suivre.",
  "outcome.repeat": "Cette demande a déjà été traitée ; voici son résultat.",
  "form.none": "« {command} » n’a pas de formulaire.",
  "gate.readingCompany": "Lecture de l’entreprise",
  "gate.off.title": "deskbot est désactivé pour {platform} chez {company}.",
  "gate.off.troubleshoot":
    "Un administrateur du service desk peut activer l’intégration {platform} dans les réglages de la plateforme.",
  "denied.title": "Seuls les administrateurs peuvent lancer la commande « {command} ».",
  "denied.askAdmins": "Demandez à l’un d’eux de la lancer pour vous, ou de vous nommer administrateur : {admins}.",
  "denied.noAdmins":
    "Aucun administrateur n’est encore défini : demandez à la personne qui gère deskbot dans votre entreprise.",
  "denied.noAdminsConsole":
    "Aucun administrateur n’est encore défini. C’est vous qui faites tourner ce deskbot : définissez DESK_ADMINS={user} (dans .env ou l’environnement) et relancez la commande.",
  "notLinked.title": "{who} n’est lié à aucun utilisateur de la plateforme.",
  "notLinked.why":
    "{why, select, conflict {Plusieurs utilisateurs de l’annuaire lui correspondent, deskbot ne choisira donc pas au hasard.} otherAccount {L’utilisateur de la plateforme à qui appartient son e-mail a un autre compte de messagerie dans l’annuaire : deskbot ne le liera donc pas par son e-mail.} linkedElsewhere {L’utilisateur de la plateforme qui lui correspond est déjà lié à un autre compte de messagerie ici, et deskbot ne lie qu’un compte par personne.} pending {deskbot cherche encore qui est cette personne (sa messagerie tarde à répondre) : réessayez dans une minute.} other {deskbot ne l’a pas trouvé dans l’annuaire, ni par son compte de messagerie ni par son e-mail vérifié.}}",
  "notLinked.text":
    "{why} Un administrateur peut le lier : {link}. {picked, select, true {Puis choisissez-le à nouveau.} other {Ou indiquez directement l’UID de l’utilisateur de la plateforme.}}",
  "you.linked": "Vous agissez en votre nom sur le service desk : {how}.",
  "you.notLinked":
    "Vous n’êtes lié à aucun utilisateur de la plateforme : {meanwhile} {why} Un administrateur peut vous lier : {link}",
  "you.pending":
    "deskbot cherche encore qui vous êtes sur le service desk (votre messagerie tarde à répondre) : redemandez dans une minute. En attendant, {meanwhile}",
  "you.meanwhile":
    "{visibleTo, select, everyone {vos commentaires sont publiés au nom de l’intégration.} other {deskbot ne vous montre aucun ticket et ne publie rien pour vous.}}",
  "you.notLinked.why":
    "{why, select, conflict {Plusieurs utilisateurs de l’annuaire vous correspondent, deskbot ne choisira donc pas au hasard : un administrateur doit vous lier.} otherAccount {L’utilisateur de la plateforme à qui appartient votre e-mail a un autre compte de messagerie dans l’annuaire : deskbot ne vous liera donc pas par votre e-mail, un administrateur doit vous lier.} linkedElsewhere {L’utilisateur de la plateforme qui vous correspond est déjà lié à un autre compte de messagerie ici, et deskbot ne lie qu’un compte par personne : un administrateur doit vous lier.} console {La console n’a pas de compte de messagerie pour vous retrouver dans l’annuaire des utilisateurs de la plateforme.} noDirectory {Aucun annuaire des utilisateurs de la plateforme n’est chargé, deskbot ne peut donc pas vous lier tout seul.} other {deskbot ne vous a pas trouvé dans l’annuaire des utilisateurs de la plateforme (ni par votre compte de messagerie ni par son e-mail vérifié).}}",
  "form.opening": "Ouverture du formulaire…",
  "form.open": "Ouvrir le formulaire",
  "form.cancel": "Annuler",
  "form.close": "Fermer",
  "form.attachedFiles": "Joint depuis le message : {files}",
  "form.choosePeople": "Choisir des personnes",
  "form.peopleNotChosen": "Pas choisis pour vous (aucun compte connu ici) : {people}. Choisissez-les dans la liste.",
  "form.fieldNeeded": "{label} : ce champ est obligatoire.",
  "form.answerTooLong": "{label} est trop long : {max, plural, one {# caractère} other {# caractères}} au plus.",
  "home.header": "deskbot : votre service desk informatique",
  "home.company": "Entreprise",
  "home.enabled": "{platform} activé",
  "home.button": "{command, select, company {Entreprise} apps {Applications} whoami {Qui suis-je ?} other {Aide}}",
  "home.hint":
    "Tout le reste : {help}. Pour commenter un message ou demander une approbation, passez par le menu ⋮ du message.",
  "home.words.title": "Vous pouvez écrire avec vos propres mots",
  "home.words.where": "Écrivez à deskbot dans son onglet Messages, ou mentionnez-le dans un canal. Par exemple :",
  "slack.otherCommand.title": "Ici, deskbot répond à {expected}, pas à {received}.",
  "slack.otherCommand.troubleshoot":
    "Utilisez {expected}. Si {received} doit être celle de deskbot, son manifeste et la variable DESK_COMMAND de deskbot ({expected}) doivent nommer la même commande : prévenez l’administrateur de deskbot.",
  "teams.noSuchAction": "deskbot n’a pas d’action « {action} ».",
  "teams.unreadableAnswers": "deskbot n’a pas pu lire les réponses du formulaire : rouvrez l’action.",
  "teams.outcomeWillFollow": "C’est en cours : le résultat sera publié dans cette conversation.",
  "teams.formFromMessage": "Utilisation : {usage}\nOu, sur n’importe quel message : ⋯ → Autres actions → {action}.",
  "teams.previewHint":
    "Pour le commenter ou demander une approbation, sur ce message : ⋯ → Autres actions → {actions}.",
  "teams.hello.title": "Bonjour ! Je suis deskbot, votre service desk informatique dans Teams.",
  "teams.hello.text":
    "Écrivez-moi help en conversation privée, ou mentionnez-moi dans un canal : @deskbot help.\n\nSur n’importe quel message, ⋯ → Autres actions → {actions} en fait un commentaire de ticket ou une demande d’approbation.",
  "teams.turnFailed":
    "Un problème est survenu dans deskbot. Réessayez ; si cela continue, prévenez l’administrateur de deskbot.",
  "render.labelled": "{label} : ",
  "render.usage": "Utilisation : {usage}",
  "render.moreNotShown": "…et {hidden} de plus, non affichés.",
  "render.page": "Page {page} sur {pages} · {total} au total",
  "render.previous": "◀ Précédent",
  "render.next": "Suivant ▶",
  "render.shortened": " … (raccourci)",
  "list.or": " ou ",
  "console.title": "{kind, select, error {Erreur : } denied {Non autorisé : } other {}}{title}{paging}",
  "console.page": " (page {page} sur {pages}, {total} au total)",
  "console.previousPage": "Page précédente : {command}",
  "console.nextPage": "Page suivante : {command}",
  "console.confirm": "{question} [o/N] ",
  "console.needsConfirmation.title": "Non fait : cette commande demande une confirmation.",
  "console.needsConfirmation.troubleshoot": "Rien n’a été modifié. Relancez-la avec --yes pour confirmer.",
  "console.proposalNotRun.title": "Non fait : un changement lu dans vos mots est seulement proposé.",
  "console.proposalNotRun.troubleshoot":
    "Rien n’a été modifié : --yes ne confirme qu’une ligne de commande tapée, jamais un changement lu dans vos mots. Pour faire ce changement, tapez sa ligne de commande : deskbot chat -c {line} --yes",
  "console.proposalWaiting.text":
    "Rien n’a encore changé : répondez oui sur une ligne suivante pour faire ce changement (non pour l’abandonner), ou tapez sa ligne de commande : deskbot chat -c {line} --yes",
  "console.operator.apiUnreachable":
    "C’est vous qui faites tourner ce deskbot : vérifiez que l’API de DESK_API_URL ({url}) fonctionne et répond depuis cette machine, ou retirez DESK_API_URL pour essayer le simulateur intégré.",
  "console.operator.storeDown":
    "C’est vous qui faites tourner ce deskbot : vérifiez la base de données que nomme DESK_DB (ou retirez DESK_DB pour le fichier SQLite par défaut), puis réessayez.",
  "console.logsTo": "Le journal de deskbot est écrit dans {file}.",
  "console.banner":
    "Console deskbot, sur le simulateur intégré avec les données de démonstration (Acme Corp).{admin, select, true { Vous ({user}) êtes administrateur ici.} other {}}\nTapez help pour les commandes. Pour une vraie API, définissez DESK_API_URL et DESK_API_TOKEN ; pour servir Slack ou Teams,\ndéfinissez leurs identifiants (voir .env.example et le README), puis npm start les sert.",
  "arg.empty": "ne doit pas être vide",
  "label.postedAs": "Publié par",
  "label.comment": "Commentaire",
  "label.attachments": "Pièces jointes",
  "label.approvers": "Approbateurs",
  "label.followers": "Abonnés",
  "label.sentBy": "Envoyé par",
  "label.text": "Texte",
  "value.theIntegration": "l’intégration",
  "command.comment.summary": "Ajouter un commentaire à une demande (ticket).",
  "command.comment.details":
    "REQUEST est l’UID d’une demande ou son identifiant lisible, comme REQ-42 : un ticket que vous pouvez voir (que vous avez demandé, qui vous est assigné ou que vous suivez ; l’équipe informatique voit tous les tickets).\nLe commentaire est publié au nom de votre utilisateur lié de la plateforme ; quand deskbot laisse commenter quelqu’un sans lien, au nom de l’intégration.\nExemple : comment REQ-42 L’ordinateur a été livré ce matin.",
  "comment.doing": "Commentaire sur {ticket}",
  "comment.done": "Commentaire ajouté à {ticket}",
  "identity.late":
    "Envoyé au nom de l’intégration : deskbot n’a pas pu savoir à temps qui vous êtes sur le service desk. Il continue de chercher : dans une minute, vous devriez agir en votre nom.",
  "comment.asIntegration":
    "Publié au nom de l’intégration, car votre compte de messagerie n’est lié à aucun utilisateur de la plateforme : un administrateur peut le lier ({link}).",
  "form.comment.title": "Commenter un ticket",
  "form.comment.submit": "Commenter",
  "form.comment.action.title": "Commenter le ticket",
  "form.comment.action.description": "Ajouter ce message à un ticket en commentaire",
  "field.ticket.label": "Ticket",
  "field.ticket.hint": "L’UID de la demande ou son identifiant lisible, comme REQ-42.",
  "field.ticket.placeholder": "REQ-42",
  "form.comment.body.label": "Commentaire",
  "command.approval.summary": "Demander à des personnes d’approuver une demande.",
  "command.approval.details":
    "U est l’UID d’un utilisateur de la plateforme, la mention d’un utilisateur lié, ou un nom tel que l’annuaire le connaît (un nom complet, entre guillemets, ou un prénom qu’une seule personne porte). --follow ajoute les approbateurs aux abonnés de la demande.\nLe texte est envoyé en markdown, au nom de votre utilisateur lié de la plateforme quand vous êtes lié.\nExemple : approval REQ-42 --approvers u_grace,u_alan --follow Merci d’approuver le nouvel ordinateur.",
  "approval.doing": "Demande d’approbation sur {ticket}",
  "approval.done": "Approbation demandée sur {ticket}",
  "approval.followers": "{added, select, true {approbateurs ajoutés} other {inchangés}}",
  "form.approval.title": "Demander une approbation",
  "form.approval.submit": "Demander",
  "form.approval.action.title": "Demander une approbation",
  "form.approval.action.description": "Demander l’approbation d’un ticket, en citant ce message",
  "form.approval.approvers.label": "Approbateurs",
  "form.approval.approvers.hint": "Chaque approbateur doit être lié à son utilisateur de la plateforme.",
  "form.approval.body.label": "À approuver",
  "form.approval.follow.label": "Abonnés",
  "form.approval.follow.option": "Ajouter les approbateurs aux abonnés du ticket",
  "command.admin_grant.summary": "Donner le rôle d’administrateur à un utilisateur de la messagerie.",
  "command.admin_grant.details": "USER est une mention ou un identifiant de messagerie. Exemple : admin grant @ann",
  "command.admin_revoke.summary": "Retirer le rôle d’administrateur à un utilisateur de la messagerie.",
  "command.admin_revoke.details": "Les administrateurs nommés dans DESK_ADMINS le restent : retirez-les là.",
  "command.admins.summary": "Lister qui a le rôle d’administrateur.",
  "command.apps.summary": "Lister les applications, par statut et par date, page par page.",
  "command.apps.details":
    "S vaut discovered, approved ou restricted, ou un statut tel que les réponses l’affichent (Approuvée). T est une date (AAAA-MM-JJ, le début de ce jour en UTC) ou une date-heure ISO 8601.\nLes applications archivées n’apparaissent jamais. --per-page va de 1 à 50 (20 par défaut).\nExemple : apps --status approved,restricted --updated-after 2026-01-01",
  "command.app_unarchive.summary": "Désarchiver une application, pour qu’elle soit de nouveau listée.",
  "command.audit.summary":
    "Voir les dernières modifications faites avec deskbot, qui les a faites, et comment elles se sont terminées.",
  "command.audit.details": "--limit va de 1 à {max} ({default} par défaut). Exemple : audit --command merge --limit 5",
  "command.ticket.summary":
    "Voir un ticket : son titre, son statut, sa priorité, les personnes et sa dernière mise à jour.",
  "command.ticket.details":
    "REQUEST est l’identifiant lisible d’un ticket (REQ-42) ou son UID : un ticket que vous avez demandé, qui vous est assigné ou que vous suivez (l’équipe informatique voit tous les tickets). La fiche renvoie au ticket dans la plateforme.",
  "ticket.reading": "Lecture de {ticket}",
  "ticket.title": "{ticket} · {title}",
  "ticket.notFound.title": "{ticket} est introuvable",
  "ticket.notFound.friendly":
    "Soit le ticket {ticket} n’existe pas, soit cette plateforme ne trouve les tickets que par leur UID (comme req_0042), et sa réponse ne permet pas à deskbot de savoir lequel. Vérifiez l’identifiant, ou donnez l’UID du ticket.",
  "reply.forAskerOnly.slack": "Réponse visible par vous seul : elle montre des e-mails ou le journal d’audit.",
  "reply.forAskerOnly.teams":
    "Je vous ai envoyé la réponse dans notre conversation privée : elle montre des e-mails ou le journal d’audit, que vous seul devez voir.",
  "reply.forAskerOnly.askInChat":
    "Cette réponse montre des e-mails ou le journal d’audit : elle n’est donc pas affichée ici. Demandez-la-moi dans notre conversation privée.",
  "ticket.notYours.title": "{ticket} est introuvable, ou ne vous est pas visible",
  "ticket.notYours.troubleshoot":
    "{friendly, select, true {Vous voyez les tickets que vous avez demandés, qui vous sont assignés ou que vous suivez. Vérifiez l’identifiant ; s’il est juste, cette plateforme ne trouve peut-être les tickets que par leur UID (comme req_0042) : essayez-le.} other {Vous voyez les tickets que vous avez demandés, qui vous sont assignés ou que vous suivez. Vérifiez l’identifiant, ou demandez à votre équipe informatique.}}",
  "ticket.notYours.unlinked":
    "deskbot ne sait pas encore qui vous êtes sur le service desk : il ne vous montre donc aucun ticket. {pending, select, true {Il est en train de le découvrir (votre messagerie tarde à répondre) : réessayez dans une minute.} other {{whoami} dit pourquoi, et ce qu’un administrateur peut faire.}}",
  "ticket.unassigned": "Personne pour l’instant",
  "ticket.summary": "{ticket} · {title} ({status})",
  "ticket.closedWarning.title": "{ticket} a le statut « {status} » : {title}.",
  "ticket.closedWarning.troubleshoot": "Envoyez de nouveau pour continuer quand même, ou indiquez un autre ticket.",
  "ticket.closedWarning.proposal": "Ne confirmez que si vous voulez vraiment y écrire quand même.",
  "ticket.status.open": "Nouveau",
  "ticket.status.in_progress": "En cours",
  "ticket.status.waiting": "En attente",
  "ticket.status.resolved": "Résolu",
  "ticket.status.archived": "Archivé",
  "ticket.priority.low": "Basse",
  "ticket.priority.medium": "Moyenne",
  "ticket.priority.high": "Haute",
  "ticket.priority.urgent": "Urgente",
  "command.company.summary": "Voir l’entreprise, et si Slack et Teams sont activés pour elle.",
  "command.equipment_unarchive.summary": "Désarchiver un équipement.",
  "command.help.summary": "Voir les commandes que vous pouvez lancer, ou comment en utiliser une.",
  "command.link.summary":
    "Lier un utilisateur de la messagerie à son utilisateur de la plateforme, pour qu’il agisse en son nom.",
  "command.link.details":
    "CHAT_USER est une mention ou un identifiant de messagerie. Exemple : link @ann u_ann\nQuand un annuaire est chargé, l’UID doit y figurer. Un lien fait ici l’emporte sur le lien automatique.",
  "command.unlink.summary": "Retirer le lien d’un utilisateur de la messagerie vers un utilisateur de la plateforme.",
  "command.whoami.summary":
    "Voir pour qui deskbot vous prend : utilisateur de messagerie, rôle, utilisateur lié de la plateforme, et comment le lien a été fait.",
  "command.inboxes.summary": "Lister les boîtes d’équipe, avec une recherche sur leur nom si besoin.",
  "command.inboxes.details": "Exemple : inboxes support informatique --per-page 10",
  "command.links.summary":
    "Combien de personnes sont liées et comment, qui a utilisé deskbot sans lien, et les conflits à régler.",
  "command.directory_sync.summary": "Lire toutes les personnes de la plateforme dans l’annuaire (GET /v1/users).",
  "command.directory_sync.details":
    "L’annuaire est remplacé par la liste des personnes de la plateforme. Une synchronisation qui en retirerait plus d’un cinquième s’arrête, sauf avec --force.",
  "directorySync.doing": "Lecture des personnes de la plateforme",
  "directorySync.noList.title": "La plateforme n’a pas de liste de personnes à lire.",
  "directorySync.noList.troubleshoot":
    "Exportez les personnes de la plateforme dans un fichier et faites-le charger par la personne qui gère deskbot avec : deskbot directory import FILE",
  "directorySync.tooMany.title":
    "La synchronisation retirerait {removed, number} {before, plural, one {de la # personne} other {des # personnes}} de l’annuaire (plus d’un cinquième) : rien n’a été modifié.",
  "directorySync.tooMany.troubleshoot":
    "Si la plateforme les a vraiment perdues, lancez {prefix}directory sync --force.",
  "directorySync.done":
    "L’annuaire est synchronisé : {people, plural, one {# personne} other {# personnes}} ({added, plural, one {# ajoutée} other {# ajoutées}}, {changed, plural, one {# modifiée} other {# modifiées}}, {removed, plural, one {# retirée} other {# retirées}}).",
  "command.directory.summary":
    "L’annuaire des utilisateurs de la plateforme qui sert à lier les personnes : sa taille et son dernier import.",
  "command.service_update.summary":
    "Modifier un service : nom, description, catégorie, responsable, règle de SLA, public.",
  "command.service_update.details":
    'Seules les options données sont envoyées ; les autres restent telles quelles. none efface le responsable ou la règle de SLA.\nMATCHERS : « data_point comparator value[|value…] », plusieurs séparés par ;, par exemple --audience "contract_type = full_time|part_time; country = FR". none retire toutes les conditions.',
  "command.merge.summary": "Fusionner un utilisateur en double dans un autre : irréversible, demande une confirmation.",
  "command.merge.details":
    "Tout ce qui appartient à SOURCE passe à TARGET, puis SOURCE est supprimé définitivement. Chacun peut être un UID, une mention ou un nom connu de l’annuaire.\nLes deux sont vérifiés avant qu’on vous demande de confirmer. L’API refuse de fusionner un administrateur : retirez-lui d’abord son rôle.",
  "command.service_enable.summary": "Activer un service.",
  "command.service_disable.summary": "Désactiver un service.",
  "api.troubleshoot":
    "{status, select, 401 {Le jeton d’API du bot est invalide ou révoqué : demandez à un administrateur de définir un DESK_API_TOKEN valide.} 403 {Le jeton d’API n’a pas la permission pour cette action.} 404 {Rien n’existe avec cet identifiant : vérifiez-le et réessayez.} 422 {L’API a refusé les valeurs envoyées : vérifiez-les et réessayez.} 429 {La limite de débit de l’API est atteinte : réessayez dans une minute.} 5xx {L’API de gestion des services rencontre un problème : réessayez dans quelques minutes.} other {Réessayez, et contactez votre administrateur si cela persiste.}}",
  "api.notSent.error": "deskbot a redémarré avant que votre commande ne parte",
  "api.notSent.troubleshoot": "Rien n’a été envoyé au service desk : vous pouvez la relancer sans risque.",
  "api.notJson.error": "L’API a répondu avec un contenu qui n’est pas du JSON.",
  "api.notJson.troubleshoot": "L’API est peut-être mal configurée ou derrière un proxy : vérifiez DESK_API_URL.",
  "api.tooLarge.error": "La réponse de l’API dépasse {megabytes} Mo : deskbot ne lit pas de réponses aussi grandes.",
  "api.tooLarge.troubleshoot":
    "Demandez moins d’enregistrements par page, ou allégez leurs champs personnalisés ; l’API se comporte peut-être mal : signalez-le à ses mainteneurs.",
  "api.timeout.error": "L’API n’a pas répondu en {seconds} s.",
  "api.timeout.troubleshoot":
    "L’API de gestion des services est lente ou injoignable. {changed, select, true {La modification a peut-être été faite : vérifiez avant de réessayer.} other {Réessayez dans un instant.}}",
  "api.network.error": "Impossible de joindre l’API de gestion des services.",
  "api.network.troubleshoot":
    "L’API ou le réseau qui y mène est en panne : prévenez l’administrateur de deskbot. {changed, select, true {La modification a peut-être été faite : vérifiez avant de réessayer.} other {Réessayez dans un instant.}}",
  "api.shape.notList": "n’est pas une liste",
  "api.shape.invalid": "n’est pas valide",
  "api.shape.error": "La réponse de l’API n’a pas la forme de sa référence : le champ « {field} » {problem}.",
  "api.shape.troubleshoot": "L’API a peut-être changé : signalez-le aux mainteneurs de deskbot.",
  "api.badSegment.error": "« {id} » ne peut pas être un identifiant (c’est « . » ou « .. », ou il contient / ou \\)",
  "api.badSegment.troubleshoot":
    "Rien n’a été envoyé au service desk. Donnez l’identifiant tel que le service desk l’affiche, par exemple REQ-42 ou u_grace.",
  "api.runAgain": "{error} : relancez-la.",
  "api.badToken.title": "Le jeton d’API du bot est invalide ou révoqué.",
  "api.badToken.troubleshoot":
    "Demandez à un administrateur de définir un DESK_API_TOKEN valide pour deskbot, puis réessayez.",
  "api.failed": "{what} : échec ({error})",
  "api.gateway.troubleshoot":
    "Une passerelle devant l’API de gestion des services a répondu à sa place : la modification a peut-être été faite, vérifiez avant de réessayer.",
  "api.mayHaveSucceeded": "deskbot ne peut pas savoir si la modification a été faite : vérifiez avant de réessayer.",
  "arg.notDate": "« {value} » n’est ni une date (AAAA-MM-JJ) ni une date-heure ISO 8601",
  "arg.wholeNumber": "doit être un nombre entier de 1 à {max}",
  "arg.wholeNumberClamped": "doit être un nombre entier (de 1 à {max})",
  "arg.notOneOf": "« {value} » n’est pas l’une des valeurs {allowed}",
  "arg.trueOrFalse": "doit valoir true ou false",
  "arg.idTooLong":
    "est trop long pour être un identifiant (plus de {max, plural, one {# caractère} other {# caractères}})",
  "arg.notText": "contient des caractères qui ne sont pas du texte valide",
  "arg.controlCharacters": "contient des caractères de contrôle",
  "arg.oneIdentifier": "doit être un seul identifiant (sans espace ni guillemet)",
  "arg.textTooLong": "est trop long : {max, plural, one {# caractère} other {# caractères}} au plus",
  "arg.onePerItem": "doit être une personne par élément (sans virgule)",
  "arg.atLeastOne": "doit en nommer au moins un",
  "arg.notMatcher": "« {value} » n’est pas de la forme « data_point comparator value[|value…] »",
  "arg.noMatchers": "donnez des conditions comme « country = FR », ou none",
  "parse.tooLong": "Cette commande est trop longue (plus de {max, plural, one {# caractère} other {# caractères}}).",
  "parse.unclosedQuote":
    "Un guillemet n’est pas fermé : celui ouvert au caractère {at} ne se referme jamais. Fermez-le, ou retirez-le.",
  "parse.needsSubcommand": "« {command} » demande l’une de ces suites : {subcommands}.",
  "parse.notACommand": "« {command} » n’est pas une commande.",
  "parse.didYouMean": "Vouliez-vous dire {meant} ?",
  "parse.seeHelp": "Tapez {help} pour voir les commandes.",
  "parse.invalid": "n’est pas valide",
  "parse.missingValue": "est manquant",
  "parse.invalidHere": "n’est pas valide ici",
  "parse.missing": "{name} est manquant.",
  "parse.argumentProblem": "{name} : {problem}",
  "parse.unknownOption": "Option inconnue {option}.",
  "parse.givenTwice": "{option} est donnée deux fois.",
  "parse.takesNoValue": "{option} ne prend pas de valeur.",
  "parse.needsValue": "{option} demande une valeur.",
  "parse.unexpected": "« {word} » inattendu.",
  "label.platform": "Plateforme",
  "label.lastUsed": "Dernière utilisation de deskbot",
  "label.conflict": "Conflit",
  "label.conflicts": "Conflits",
  "label.lastImport": "Dernier import",
  "label.importedFrom": "Importé depuis",
  "label.itChanged": "Modifications",
  "links.count":
    "{platform}, {source, select, manual {par un administrateur} slack_user_id {par identifiant Slack} entra_id {par identifiant Entra} other {par e-mail vérifié}}",
  "links.notLinked": "non lié : {conflict}",
  "links.title": "Liens : {total, plural, one {# personne liée} other {# personnes liées}}",
  "links.fromDirectory":
    "Les personnes sont liées automatiquement grâce à l’annuaire ({people, plural, one {# personne} other {# personnes}}) par leur identifiant de messagerie, puis par l’e-mail vérifié par leur messagerie ; un lien fait par un administrateur l’emporte toujours.",
  "links.noDirectory":
    "Aucun annuaire n’est chargé : les personnes ne sont liées que par {link}. Importez-en un avec npx deskbot directory import FILE.",
  "links.unlinked":
    "{total, plural, one {# personne a utilisé deskbot sans être liée} other {# personnes ont utilisé deskbot sans être liées}}{shown, plural, =0 {} one { (celle affichée en premier)} other { (les # affichées en premier)}}. {total, plural, one {Liez-la} other {Liez-les}} avec {link}.",
  "links.allLinked": "Toutes les personnes qui ont utilisé deskbot sont liées.",
  "directory.none.title": "Aucun annuaire n’est chargé",
  "directory.none.text":
    "Exportez les personnes de la plateforme (uid, email, full_name, slack_user_id, microsoft_entra_ids) et importez-les là où tourne deskbot : npx deskbot directory import FILE. Les personnes sont ensuite liées automatiquement.",
  "directory.title": "Annuaire : {people, plural, one {# personne} other {# personnes}}",
  "directory.text":
    "Les personnes en sont liées automatiquement : par l’identifiant Slack ou Entra qu’il donne, puis par l’e-mail vérifié par leur messagerie.",
  "directory.changes":
    "{added, plural, one {# ajoutée} other {# ajoutées}}, {changed, plural, one {# modifiée} other {# modifiées}}, {removed, plural, one {# retirée} other {# retirées}}",
  "directory.sharedEmails":
    "{count, plural, one {# e-mail est} other {# e-mails sont}} sur plus d’une personne : personne n’est lié par {count, plural, one {celui-ci} other {ceux-ci}} (links montre qui a essayé)",
  "label.chatUser": "Utilisateur de messagerie",
  "label.platformUser": "Utilisateur de la plateforme",
  "label.role": "Rôle",
  "value.role": "{role, select, admin {administrateur} other {tout le monde}}",
  "value.notLinked": "non lié",
  "link.notInDirectory.title": "{uid} n’est pas dans l’annuaire des utilisateurs de la plateforme.",
  "link.notInDirectory.text":
    "L’annuaire compte {people, plural, one {# personne} other {# personnes}}{imported} : vérifiez l’UID, ou importez un export plus récent des personnes de la plateforme (npx deskbot directory import FILE).",
  "link.imported": " (importé le {date})",
  "link.before": "Il était lié à {uid} auparavant ({how}).",
  "link.done": "{user} est lié à {label} par un administrateur",
  "unlink.done": "{user} n’est plus lié à {uid}",
  "unlink.notLinked": "{user} n’était pas lié",
  "unlink.automatic":
    "Ce lien avait été fait automatiquement grâce à l’annuaire : la personne sera liée de la même façon à sa prochaine utilisation de deskbot, sauf si l’annuaire change. Pour la lier à quelqu’un d’autre, utilisez {link}.",
  "whoami.you": "Vous",
  "whoami.youAre": "Vous êtes {name}",
  "admin.granted": "{user} est désormais administrateur",
  "admin.alreadyAdmin": "{user} était déjà administrateur",
  "admin.revoked": "{user} n’est plus administrateur ici",
  "admin.notAdmin": "{user} n’avait pas de rôle d’administrateur à retirer",
  "admin.stillConfigured": "{user} reste administrateur par la configuration de deskbot (DESK_ADMINS).",
  "admin.stillConsoleOperator":
    "{user} fait tourner cette console de démonstration et en reste administrateur tant que DESK_ADMINS ne nomme personne : définissez DESK_ADMINS pour choisir les administrateurs.",
  "admins.fromConfiguration": "par la configuration",
  "admins.consoleOperator":
    "fait tourner cette console de démonstration : son administrateur tant que DESK_ADMINS ne nomme personne",
  "form.errorParts": "{title}. {detail}",
  "admins.granted": "accordé sur {platform}",
  "admins.title": "Administrateurs ({count})",
  "admins.none": "Personne n’a le rôle d’administrateur.",
  "label.uid": "UID",
  "label.emails": "E-mails",
  "people.ambiguousName":
    "{count, plural, one {# personne de l’annuaire s’appelle « {name} »} other {# personnes de l’annuaire s’appellent « {name} »}}.",
  "people.ambiguousName.troubleshoot":
    "Indiquez l’UID de celle que vous voulez dire : {candidates}. Rien n’a été envoyé.",
  "merge.itself": "Un utilisateur ne peut pas être fusionné avec lui-même.",
  "merge.ask.title": "Fusionner ces utilisateurs ?",
  "merge.ask.text":
    "Tout ce qui appartient à {source} passe à {target}, puis {source} est supprimé. C’est irréversible.",
  "merge.confirm.title": "Fusionner",
  "merge.confirm.text": "Fusionner {source} dans {target} ? {source} sera supprimé. Impossible de revenir en arrière.",
  "merge.confirm.yes": "Fusionner",
  "merge.doing": "Fusion de {source} dans {target}",
  "merge.reading": "Recherche de {uid}",
  "merge.done": "{source} est fusionné dans {target}",
  "merge.done.text": "{source} n’existe plus ; ses données appartiennent désormais à {target}.",
  "label.enabled": "Activé",
  "label.about": "Description",
  "label.category": "Catégorie",
  "label.defaultAssignee": "Responsable par défaut",
  "label.slaRule": "Règle de SLA",
  "label.restricted": "Réservé à un public restreint",
  "label.audience": "Public",
  "label.updated": "Mis à jour",
  "service.noOption": "Donnez au moins une option à modifier.",
  "service.doing": "Mise à jour du service {uid}",
  "service.done":
    "{done, select, enabled {Service activé} disabled {Service désactivé} other {Service mis à jour}} : {name}",
  "value.yesNo": "{yes, select, true {oui} other {non}}",
  "value.onOff": "{on, select, true {activé} other {désactivé}}",
  "value.nobody": "aucun",
  "help.title": "Commandes de deskbot",
  "help.text":
    "{help} en montre une en entier.{admin, select, true { Les commandes marquées (administrateurs) demandent le rôle d’administrateur.} other {}}",
  "help.adminsOnly": "{summary} (administrateurs)",
  "help.noSuchCommand": "Il n’y a pas de commande « {command} ».",
  "label.whoMay": "Qui peut",
  "value.whoMay": "{role, select, admin {les administrateurs} other {tout le monde}}",
  "apps.doing": "Liste des applications",
  "apps.title": "Applications",
  "apps.titleByStatus": "Applications ({statuses})",
  "apps.none": "Aucune application ne correspond.",
  "label.status": "Statut",
  "app.status.discovered": "Découverte",
  "app.status.approved": "Approuvée",
  "app.status.restricted": "Restreinte",
  "app.statuses.discovered": "Découvertes",
  "app.statuses.approved": "Approuvées",
  "app.statuses.restricted": "Restreintes",
  "label.ticket": "Ticket",
  "label.priority": "Priorité",
  "label.requester": "Demandeur",
  "label.assignee": "Responsable",
  "label.link": "Dans la plateforme",
  "label.owner": "Propriétaire",
  "label.annualCost": "Coût annuel",
  "label.renewal": "Renouvellement",
  "app.unarchive.doing": "Désarchivage de l’application {uid}",
  "app.unarchive.done": "L’application {name} est désarchivée",
  "inboxes.doing": "Liste des boîtes d’équipe",
  "inboxes.title": "Boîtes d’équipe",
  "inboxes.titleMatching": "Boîtes d’équipe correspondant à « {search} »",
  "inboxes.none": "Aucune boîte d’équipe ne correspond.",
  "label.members": "Membres",
  "equipment.unarchive.doing": "Désarchivage de l’équipement {uid}",
  "equipment.unarchive.done": "L’équipement {name} est désarchivé",
  "label.model": "Modèle",
  "label.serialNumber": "Numéro de série",
  "label.holder": "Détenteur",
  "label.lifecycle": "Cycle de vie",
  "audit.title":
    "Journal d’audit ({count, plural, =0 {aucune entrée} one {la dernière entrée} other {les # dernières entrées}})",
  "audit.none": "Rien ne correspond.",
  "audit.outcome.ok": "Fait",
  "audit.outcome.error": "Échec",
  "audit.outcome.unknown": "Inconnu : la plateforme a peut-être fait la modification, vérifiez-y",
  "label.by": "Par",
  "label.when": "Quand",
  "label.outcome": "Résultat",
  "label.slug": "Slug",
  "label.domains": "Domaines",
  "label.website": "Site web",
  "label.peopleAlias": "Les personnes s’appellent",
  "label.portal": "Portail des employés",
  "paging.clamped":
    "--per-page {given} est {more, select, true {au-dessus} other {en dessous}} de ce que permet l’API : {used} par page.",
  "conflict.chatId": "son identifiant {kind} est sur {uids}",
  "conflict.email": "l’e-mail {email} est sur {uids}",
  "conflict.otherAccount": "son e-mail est celui de {uid}, dont l’annuaire dit que le compte ici est un autre",
  "conflict.linkedElsewhere": "{uid} est déjà lié à un autre compte ici",
  "actions.unsigned": "La requête n’est pas signée par un appelant connu, ou son horodatage est à plus de 5 minutes.",
  "actions.unsigned.troubleshoot":
    "Envoyez X-Deskbot-Caller, X-Deskbot-Timestamp (secondes Unix, à moins de 5 minutes de maintenant) et X-Deskbot-Signature : « v2= » suivi du HMAC-SHA256 en hexadécimal, avec le secret de l’appelant, de « v2: » + horodatage + « :POST:/api/actions/ACTION: » + Idempotency-Key + « : » + le corps brut.",
  "actions.v2Required":
    "Les signatures v1 ne sont plus acceptées : elles ne couvrent que l’horodatage et le corps, si bien qu’une requête interceptée pourrait être renvoyée avec une autre Idempotency-Key ou vers une autre action.",
  "actions.v2Required.troubleshoot":
    "Signez en v2 : X-Deskbot-Signature vaut « v2= » suivi du HMAC-SHA256 en hexadécimal, avec le secret de l’appelant, de « v2: » + horodatage + « :POST:/api/actions/ACTION: » + Idempotency-Key + « : » + le corps brut.",
  "actions.keyReused":
    "Cette Idempotency-Key a d’abord servi pour une autre requête (une autre action ou un autre corps) : rien n’a été fait.",
  "actions.keyReused.troubleshoot":
    "Prenez une nouvelle Idempotency-Key pour une nouvelle requête. Pour retrouver la réponse de la première, renvoyez-la exactement telle quelle.",
  "actions.keyBusy": "Une requête avec cette Idempotency-Key est en cours de prise en charge : rien n’a été fait.",
  "actions.keyBusy.troubleshoot": "Renvoyez la même requête dans un instant.",
  "actions.notAllowed": "{caller} n’a pas le droit de lancer l’action « {action} ».",
  "actions.badRequest":
    "La requête doit avoir un en-tête Idempotency-Key (1 à 200 caractères ASCII imprimables, sans espace ni deux-points) et un corps JSON (un objet) avec as, l’UID de l’utilisateur de la plateforme pour qui agir.",
  "audit.detailVia": "{detail} ({via})",
  "audit.directoryReplaced": "{people, plural, one {# personne} other {# personnes}} : {changes}",
  "audit.directoryCleared": "{removed, plural, one {# personne retirée} other {# personnes retirées}}",
  "audit.via":
    "{via, select, workflow {depuis une étape de workflow} words {à partir de ses propres mots} reply {à partir de ses propres mots, confirmé par une réponse} other {depuis une automatisation, par le point d’accès des actions}}",
  "command.help.example": "comment je fais pour commenter un ticket ?",
  "command.company.example": "montre les paramètres de l’entreprise",
  "command.apps.example": "quelles applis sont restreintes ?",
  "command.app_unarchive.example": "désarchive l’appli s_hubspot",
  "command.equipment_unarchive.example": "désarchive l’ordinateur ueq_mbp_002",
  "command.inboxes.example": "trouve la boîte IT Support",
  "command.service_update.example": "renomme wa_vpn en « Accès distant »",
  "command.service_enable.example": "active le service wa_vpn",
  "command.service_disable.example": "désactive le service wa_vpn",
  "command.merge.example": "fusionne u_katherine_dup dans u_katherine",
  "command.ticket.example": "où en est REQ-42 ?",
  "command.comment.example": "dis à REQ-42 que l’ordinateur est arrivé",
  "command.approval.example": "demande à Ada Lovelace d’approuver REQ-43 : le jeton VPN est nécessaire",
  "command.link.example": "lie @tim à u_tim",
  "command.unlink.example": "délie @tim",
  "command.whoami.example": "qui suis-je ?",
  "command.links.example": "qui est lié ?",
  "command.directory.example": "combien de personnes dans l’annuaire ?",
  "command.directory_sync.example": "synchronise l’annuaire",
  "command.admin_grant.example": "fais de @tim un admin",
  "command.admin_revoke.example": "retire les droits d’admin de @tim",
  "command.admins.example": "qui sont les admins ?",
  "command.audit.example": "montre l’audit des fusions",
  // What people's own words mean (src/understanding): each command's cue phrases, `|` between them; `~` marks a weak
  // cue (counts half), `*` stands for any one word; phrases are compared lower case and without accents.
  "words.cues.help":
    "aide|aidez|qu'est-ce que je peux te demander|qu'est-ce que je peux vous demander|que puis-je te demander|que puis-je vous demander|au secours|comment faire|comment je|comment puis-je|comment est-ce que|que sais-tu faire|que peux-tu faire|tu sais faire quoi|commandes|mode d'emploi|syntaxe|explique|a quoi sert|que fait|sais faire|tu sais faire|la commande|commande|explique-moi|comment on demande|comment on fait|comment on ajoute|comment on lance|comment fait on|comment peut on|comment puis je|comment faut il|tu sers a quoi|a quoi tu sers|a quoi sers-tu|vous servez a quoi|a quoi servez-vous|ca marche comment|comment ca marche|ca fonctionne comment|comment ca fonctionne|comment marche|comment fonctionne",
  "words.cues.company":
    "entreprise|societe|compagnie|organisation|parametres de l'entreprise|quelles plateformes|notre compte|~slack|~teams|est il active|active pour notre|config de la societe|configuration de la societe|parametres de la societe|reglages de la societe",
  "words.cues.apps":
    "applis|appli|applications|application|logiciels|logiciel|outils|catalogue|~liste|~montre|~affiche",
  "words.cues.app_unarchive":
    "desarchive|desarchiver|restaure|restaurer|ressors|ressortir|~recupere|~recuperer|des archives|hors de l'archive|sors * de l'archive|sortir * de l'archive|remets * catalogue|~appli|~app",
  "words.cues.equipment_unarchive":
    "desarchive|desarchiver|restaure|restaurer|ressors|ressortir|hors de l'archive|sors * de l'archive|sortir * de l'archive|~recupere|~equipement|~materiel|~appareil|~ordinateur|~ordi|~portable|~ecran|~casque|~telephone|~macbook|~iphone|~ipad|~tablette|~clavier|~dell|~lenovo|~thinkpad|~jabra|~logitech|des archives|matos|materiel|equipement",
  "words.cues.inboxes":
    "boite|boites|boite de reception|boites de reception|file|files|file d'attente|files d'attente|~equipes",
  "words.cues.service_update":
    "comme non restreint|personne ne doit etre assigne|~responsable|enleve la restriction|retire la restriction|renomme|renommer|nouveau nom|texte de presentation|~applique|~appliquer|~modifie|~modifier|~change|~changer|description|restreins|restreindre|restreint|~mets a jour|ne doit plus etre restreint|ne soit plus restreint|plus restreint|ne plus restreindre|assigne|assigner|reassigne|responsable de|responsable du|comme responsable|en charge de|enleve le sla|retire le sla|supprime le sla|confie|confier|enleve le responsable|retire le responsable|supprime le responsable|plus de responsable|~sla|~categorie|enleve l'audience|retire l'audience|supprime l'audience|mets le sla|mets la categorie|passe le sla|plus personne d'assigne|personne d'assigne|passe * en restreint|rends * restreint|mets * en restreint|~service|retirer le sla|enlever le sla|supprimer le sla|en acces restreint|passer en acces restreint",
  "words.cues.service_enable":
    "active|activer|reactive|reactiver|allume|ouvre|ouvrir|~remets|rallume|rallumer|remets en service",
  "words.cues.service_disable": "desactive|desactiver|coupe|couper|eteins|ferme|fermer|~suspends|~suspendre",
  "words.cues.merge": "fusionne|fusionner|fusion|fusionnes|regroupe|regrouper|doublon|doublons",
  "words.cues.ticket":
    "ticket|ou en est|ou en sont|ou on en est|quoi de neuf|~regarde|~demande|~statut|~etat|~details|montre-moi ticket",
  "words.cues.comment":
    "commente|commenter|commentaire|note|reponds|repondre|~dis|~dites|~ecris|~ecrire|~ajoute|~ajouter|~poste|~signale|previens|informe|le noter|note-le|mets-le|dans le ticket|en commentaire|en comm|~info|~maj|~mets a jour|~mot|ecris dessus|ecris sur|mets un mot|laisse un mot|mets une note|ajoute une note|comme quoi",
  "words.cues.approval":
    "approuve|approuver|approbation|approbateur|approbateurs|valide|valider|validation|~accord|~feu vert|l'accord|approbation",
  "words.cues.link": "fais le lien|faire le lien|lie|lier|liez|relie|relier|reliez|associe|associer|connecte|connecter",
  "words.cues.unlink":
    "delie|delier|dissocie|dissocier|deconnecte|deconnecter|detache|supprime le lien|retire le lien|defais * lien|defais le lien|defais",
  "words.cues.whoami":
    "qui suis-je|qui suis je|qui je suis|~mon compte|suis-je lie|suis je lie|mon profil|mon identite|je suis lie|me vois comme|quel compte|a quel utilisateur|suis-je * lie|est-ce que je suis lie|mon compte est lie|est bien relie|relie a mon compte|mon compte * est bien relie|je suis relie|suis-je relie|mon compte est bien lie|mon compte est * lie|je suis lie a qui|je suis relie a qui",
  "words.cues.links":
    "liens|liaisons|liaison|stats des liaisons|statistiques des liaisons|stats de liaison|personnes liees|utilisateurs lies|combien de lies|conflits|qui est lie|sont lies|lies|sont liees|liees|personnes sont liees|ont lie|combien de personnes sont liees|combien de personnes ont lie|lie leur compte|lie leurs comptes|relie leur compte|ont lie",
  "words.cues.directory":
    "annuaire|repertoire|liste du personnel|pour la derniere fois|dernier import|combien de personnes|derniere synchro|derniere synchronisation|derniere fois|c'etait quand",
  "words.cues.directory_sync":
    "~synchronise|~synchroniser|~synchro|synchro forcee|resynchronise|~importe|~importer|~rafraichis|~rafraichir|~recharge|~mets a jour|~import|relance l'import|reimporte|re-importe|relance l'import|synchronise l'annuaire|synchroniser l'annuaire|synchro l'annuaire|synchronise annuaire|rafraichis l'annuaire|importe l'annuaire|reimporte l'annuaire|synchro complete|synchronisation complete|synchronise * annuaire|~force|~forcer|synchro annuaire|resynchro|resynchronisation|lance une synchro|lance la synchro|synchro de l'annuaire|resynchronise l'annuaire|synchro * l'annuaire|synchronisation * l'annuaire|synchronise * l'annuaire|reimporter l'annuaire|reimporter * annuaire|importer * annuaire|resynchroniser l'annuaire|relance une synchro|relance la synchro|refais une synchro|relance une synchronisation",
  "words.cues.admin_grant":
    "nomme|nommer|nommez|promeus|promouvoir|mettez * admin|passez * admin|rendez * admin|donnez * admin|~donne|~ajoute|mets * admin|mettre * admin|passe * admin|passer * admin|fais de * admin|donne * admin|rends * admin|fais-le admin|~admin|~administrateur|donner * admin|donner les droits admin|droits admin a|passer admin|passe admin|mettre admin|la passer admin|le passer admin|accorder les droits|accorde les droits|accorder les droits d'administrateur",
  "words.cues.admin_revoke":
    "revoque|revoquer|retire|retirer|enleve|enlever|destitue|~supprime|n'a plus besoin d'etre admin|n'a plus besoin d'etre * admin|n'a plus besoin des droits admin|ne doit plus etre * admin|ne doit plus etre admin|plus admin|~admin|~administrateur|enleve * a|retire * a",
  "words.cues.admins":
    "admins|administrateurs|qui sont les admins|liste des admins|qui est admin|qui a les droits|qui a * droits admin|qui sont * admins|toujours admin|est admin|est-il admin|est-elle admin|encore admin|qui d'autre est admin|qui d'autre a les droits",
  "words.cues.audit":
    "audit|historique|journal|qui a fait|que s'est-il passe|derniers changements|activite|modifications faites|qu'est-ce que * a modifie|a modifie recemment|a fait recemment|journal d'audit|qui a lance|qu'est-ce qui a change|a change|depuis le chat|par le chat|~operations|via le chat|~changements|~modifications|par le bot|via le bot|avec le bot|dernieres actions|dernieres modifs|modifs faites|qui a touche|qui a casse|qui a touche au|qui a modifie|qui a change|derniers * changements|dernieres * modifs|dernieres fusions|dernieres * fusions|dernieres demandes d'approbation|dernieres * liaisons|depuis le clavardage|par clavardage|via le clavardage|a partir du clavardage|a partir du chat|clavardage",
  "words.vocab.before":
    "avant|anterieur|anterieure|anterieurs|anterieures|plus ancien que|plus anciens que|plus ancienne que|plus anciennes que",
  "words.vocab.until": "jusqu'a|jusqu'au|jusqu'aux|jusqu'en|jusque|au plus tard",
  "words.vocab.after":
    "apres|posterieur|posterieure|posterieurs|posterieures|plus recent que|plus recents que|plus recente que|plus recentes que",
  "words.vocab.since": "depuis|a partir de|a partir du|a compter de|a compter du|des le",
  "words.vocab.created":
    "creee|creees|cree|crees|ajoutee|ajoutees|ajoute|ajoutes|nouvelles|nouveaux|decouvertes|enregistrees",
  "words.vocab.updated":
    "modifiee|modifiees|modifie|modifies|mise a jour|mises a jour|mis a jour|changee|changees|changes|change|touchee|touchees|touche|touches|bouge|modif|modifs",
  "words.vocab.negation": "pas|jamais|personne|aucun|aucune|ne|n'|rien",
  "words.vocab.date.in": "en|pendant|durant|au cours de|au cours du|de|du|d'|sur",
  "words.vocab.date.and": "et|au|a|jusqu'au|jusqu'a",
  // Les mots qui mènent une période jusqu'à son dernier jour (« du 2 au 20 novembre »).
  "words.vocab.date.to": "au|jusqu'au|jusqu'a",
  "words.vocab.date.inclusive": "inclus|incluse|inclusivement|compris|y compris",
  "words.vocab.date.this": "ce|cet|cette|en cours|courant|courante",
  // « Ce » dit après ce qu’il qualifie (« la semaine en cours ») ; « jour cette année » n’est pas « ce jour ».
  "words.vocab.date.this_after": "en cours|courant|courante",
  // Un jour nommé de nouveau (« modifiées ce jour-là ») : il renvoie à une date déjà dite et n’en nomme aucune.
  "words.vocab.date.anaphora":
    "ce jour la|ce jour-la|le jour meme|ce jour meme|le meme jour|cette semaine la|cette semaine-la|ce mois la|ce mois-la|cette annee la|cette annee-la",
  "words.vocab.date.last": "dernier|derniere|derniers|dernieres|precedent|precedente|passe|passee",
  "words.vocab.date.past": "ces",
  "words.vocab.date.ago": "il y a",
  "words.vocab.date.exactly": "pile|exactement|tout juste",
  "words.vocab.date.start": "debut",
  "words.vocab.date.end": "fin",
  "words.vocab.date.of": "de|du|des|la|le|l'|d'",
  "words.vocab.date.weekend": "week-end|weekend|week end|fin de semaine|fins de semaine",
  "words.vocab.date.before_last": "avant-derniere|avant-dernier|avant derniere|avant dernier|d'avant",
  "words.vocab.date.year_word": "annee civile|l'annee civile|l'annee|annee",
  "words.vocab.date.article": "le|la|l'",
  "words.vocab.date.ordinal": "er|re|e|eme|ere",
  "words.vocab.date.first": "premier|premiere",
  "words.vocab.date.unit.day": "jour|journee",
  "words.vocab.date.unit.week": "semaine|semaine-ci",
  "words.vocab.date.unit.fortnight": "quinzaine",
  "words.vocab.date.unit.month": "mois|mois-ci",
  "words.vocab.date.unit.quarter": "trimestre|trimestre-ci",
  "words.vocab.date.unit.half": "semestre|semestre-ci",
  "words.vocab.date.unit.year": "an|annee|annee-ci",
  "words.vocab.date.days_ago.0": "aujourd'hui|aujourdhui|ce jour",
  "words.vocab.date.days_ago.1": "hier",
  "words.vocab.date.days_ago.2": "avant-hier|avant hier",
  "words.vocab.date.weekday.1": "lundi",
  "words.vocab.date.weekday.2": "mardi",
  "words.vocab.date.weekday.3": "mercredi",
  "words.vocab.date.weekday.4": "jeudi",
  "words.vocab.date.weekday.5": "vendredi",
  "words.vocab.date.weekday.6": "samedi",
  "words.vocab.date.weekday.7": "dimanche",
  "words.vocab.date.month.1": "janvier|janv",
  "words.vocab.date.month.2": "fevrier|fevr|fev",
  "words.vocab.date.month.3": "mars",
  "words.vocab.date.month.4": "avril|avr",
  "words.vocab.date.month.5": "mai",
  "words.vocab.date.month.6": "juin",
  "words.vocab.date.month.7": "juillet|juil",
  "words.vocab.date.month.8": "aout",
  "words.vocab.date.month.9": "septembre|sept",
  "words.vocab.date.month.10": "octobre|oct",
  "words.vocab.date.month.11": "novembre|nov",
  "words.vocab.date.month.12": "decembre|dec",
  "words.vocab.date.quarter.1": "t1|premier trimestre|1er trimestre",
  "words.vocab.date.quarter.2": "t2|deuxieme trimestre|second trimestre|2e trimestre|2eme trimestre",
  "words.vocab.date.quarter.3": "t3|troisieme trimestre|3e trimestre|3eme trimestre",
  "words.vocab.date.quarter.4": "t4|quatrieme trimestre|4e trimestre|4eme trimestre",
  "words.vocab.date.half.1": "s1|premier semestre|1er semestre",
  "words.vocab.date.half.2": "s2|second semestre|deuxieme semestre|2e semestre|2eme semestre",
  "words.vocab.date.feast.01-01": "jour de l'an|nouvel an",
  "words.vocab.date.feast.05-01": "fete du travail",
  "words.vocab.date.feast.07-14": "fete nationale",
  "words.vocab.date.feast.10-31": "halloween",
  "words.vocab.date.feast.11-01": "toussaint",
  "words.vocab.date.feast.11-11": "armistice",
  "words.vocab.date.feast.12-25": "noel",
  "words.vocab.number.1": "un|une",
  "words.vocab.number.2": "deux",
  "words.vocab.number.3": "trois",
  "words.vocab.number.4": "quatre",
  "words.vocab.number.5": "cinq",
  "words.vocab.number.6": "six",
  "words.vocab.number.7": "sept",
  "words.vocab.number.8": "huit",
  "words.vocab.number.9": "neuf",
  "words.vocab.number.10": "dix",
  "words.vocab.number.11": "onze",
  "words.vocab.number.12": "douze",
  "words.vocab.number.15": "quinze",
  "words.vocab.number.20": "vingt",
  "words.vocab.number.25": "vingt-cinq|vingt cinq",
  "words.vocab.number.30": "trente",
  "words.vocab.number.40": "quarante",
  "words.vocab.number.50": "cinquante",
  "words.vocab.number.60": "soixante",
  "words.vocab.number.70": "soixante-dix|septante",
  "words.vocab.number.80": "quatre-vingts|quatre-vingt|huitante|octante",
  "words.vocab.number.90": "quatre-vingt-dix|nonante",
  "words.vocab.number.100": "cent",
  "words.vocab.status.approved":
    "approuvee|approuvees|approuve|approuves|autorisee|autorisees|autorise|autorises|validee|validees",
  "words.vocab.status.restricted":
    "restreinte|restreintes|restreint|restreints|bloquee|bloquees|bloque|bloques|interdite|interdites|limitee|limitees",
  "words.vocab.status.discovered": "decouverte|decouvertes|decouvert|decouverts|detectee|detectees|non revues",
  // Les états qu'une liste ne montre jamais (api-spec 4.8 : les applications archivées ne sont jamais renvoyées).
  "words.vocab.status.unlisted": "archivee|archivees|archive|archives|supprimee|supprimees|retiree|retirees",
  // Les mots qui disent qu'un statut n'est pas celui voulu (« les applis pas encore approuvées ») : ce sont les autres.
  "words.vocab.status.not": "pas|non|jamais|pas encore|non encore|toujours pas",
  "words.vocab.follow":
    "et suis|suis-la|suis-le|qu'il suive|qu'elle suive|que je suive|suivre|et suivre|tiens-moi au courant|me tenir informe|me tenir informee|me tenir au courant|tenez-moi informe|tenez-moi informee|tenez-moi au courant|ajoute-moi en abonne|en copie|mets-moi en suivi|en suivi|avec suivi|ajoute-moi en suiveur|en suiveur|ajoute-moi aux abonnes|abonne",
  "words.vocab.rename": "renomme|renommer|appelle-le|nomme-le|nouveau nom|nom",
  "words.vocab.keep": "garde|garder|reste|a garder",
  "words.vocab.between": "entre",
  "words.vocab.filler":
    "cherche|trouve|partagee|partage|equipe|equipes|boite|boites|par|page|reception|correspond|correspondent|contenant|comme|c'est|quoi|quelle|quel|existe|c'|partagees|partages",
  "words.vocab.search_word": "boite|boites|boite mail|boites mail",
  "words.vocab.into": "dans|en|vers|sur|doublon de|est un doublon de",
  "words.vocab.destructive":
    "supprime|supprimer|efface|effacer|detruis|detruire|vide|vider|purge|purger|ecrase|formate|eteins tout|archive|archiver|ferme|fermer|cloture|cloturer|resous",
  "words.vocab.everything": "tous|toutes|tout|chaque|entier|entiere|tout le monde",
  // Les mots qui appuient une négation (« plus de SLA du tout ») : ils ne disent pas « tout ».
  "words.vocab.at_all": "du tout|pas du tout",
  // Ce qui ouvre les mots à dire après un verbe de parole (« écris que le badge est prêt »).
  "words.vocab.that": "que|qu'",
  "words.vocab.connectors":
    "que|qu'|en disant|pour dire|pour dire que|avec|avec le message|le message|message|de dire|:|-|,|avec la note|la note|note|raison|motif|en disant que|pour",
  // Titles before a name ("Mr. Ken Thompson", "M. Linus Torvalds"): never the name, skipped to reach it.
  "words.vocab.asker": "demande|veut savoir|voudrait savoir|se demande|aimerait savoir",
  "words.vocab.honorific": "m|mme|mlle|monsieur|madame|mademoiselle|dr",
  "words.vocab.stop":
    "le|la|les|l'|un|une|des|du|de|d'|s'il|te|plait|svp|stp|peux|pouvez|tu|vous|me|moi|mon|ma|mes|je|j'|a|au|aux|pour|sur|dans|en|est|sont|quel|quels|quelle|quelles|montre|affiche|liste|donne|trouve|tous|toutes|notre|nos|on|il|elle|y|ce|cet|cette|ces|avec|et|ou|bonjour|salut|merci|deskbot|juste|maintenant|veux|voudrais|voir|demande|demander|envoie|par|cherche|trouve|partagee|partage|equipe|a-t-il|il|faut|besoin|quels|quelles|sont|cher|chere|bonsoir|veuillez|puisque|comme|vu que|parce que|mettez|envoyez|ajoutez|affichez|montrez|donnez|passez|faites|mettre|mets|fais|super|parfait|genial|d'accord",
  "words.vocab.limit":
    "derniers|dernieres|dernier|derniere|recents|recentes|max|maximum|entrees|limite|au plus|au maximum|plafonne a",
  // Les ordinaux en toutes lettres (« la deuxième page ») : le nombre qu’ils disent, juste avant la chose comptée.
  "words.vocab.ordinal.1": "premiere|premier|1re|1ere",
  "words.vocab.ordinal.2": "deuxieme|seconde|second|2e|2eme",
  "words.vocab.ordinal.3": "troisieme|3e|3eme",
  "words.vocab.ordinal.4": "quatrieme",
  "words.vocab.ordinal.5": "cinquieme",
  "words.vocab.ordinal.6": "sixieme",
  "words.vocab.ordinal.7": "septieme",
  "words.vocab.ordinal.8": "huitieme",
  "words.vocab.ordinal.9": "neuvieme",
  "words.vocab.ordinal.10": "dixieme",
  "words.vocab.page": "page",
  "words.vocab.next_page": "page suivante|la page suivante|la suite|les suivants|les suivantes|la suite de la liste",
  "words.vocab.per_page":
    "par page|par paquets de|par paquet de|par lots de|par lot de|a la fois|par tranches de|par tranche de",
  "words.vocab.yes": "oui|vrai",
  "words.vocab.no": "non|faux|pas|ne|n'|plus",
  // Les mots qui disent qu’un changement vaut dès maintenant : après un nouveau nom, ils n’en font pas partie.
  "words.vocab.from_now_on": "desormais|dorenavant|a partir de maintenant|a partir d'aujourd'hui",
  "words.vocab.name": "en|comme|appele|nomme",
  "words.vocab.about": "description|decris|texte de presentation|presentation",
  "words.vocab.then": "et puis|puis|ensuite|et aussi|et",
  "words.vocab.refers": "le|la|les|l'|ca|cela|lui|leur",
  "words.vocab.assign":
    "assigne|assigner|reassigne|reassigner|assignee|attribue|responsable|en charge|confie|confier|donne-le a|confie-le a|s'en occupe|s'occupe de|s'occupe des|qui traite|traite",
  "words.vocab.done_by": "a fait|par|fait par|a modifie|a change|ses|actions|modifs|de|d'",
  // Politeness at a message's end (or all there is of it) is never posted (src/understanding/slots.ts).
  // Les mots que suit le nom d'une personne (« de dennis », « demande à ada ») : un mot qu'aucun vocabulaire ne connaît après l'un d'eux peut être un nom écrit en minuscules.
  "words.vocab.person_before": "de|d'|a|pour|par|avec|qu'",
  // Labels before a colon ("Text: …", "Motif : …"): the word that labels a message names nobody.
  "words.vocab.labels": "texte|motif|message|raison|objet|titre|note|commentaire",
  "words.vocab.politeness":
    "merci|merci d'avance|merci beaucoup|merci bcp|s'il te plait|s'il vous plait|stp|svp|bisous|🙏|d'avance merci|merci bien|s'il te plaît|s'il vous plaît",
  "words.vocab.addressed_to": "a|par|aupres",
  "words.grammar.endings": "es|s|e|er|ee|ees",
  // Les terminaisons d'un verbe qui gardent son sens d'indice (« désactivant », « commenterai ») : le radical, ou le radical et « e » ou « er », est le mot de l'indice.
  // The particles of phrasal verbs ("turn * on"): a cue's `*` never stands for one.
  "words.grammar.particles": "",
  "words.grammar.inflections": "erai|eras|era|erons|erez|eront|ant|ez|ent",
  "words.grammar.elisions": "l'|d'|j'|m'|n'|s'|t'|c'|qu'|jusqu'|lorsqu'|puisqu'",
  "words.grammar.joined_pronouns":
    "le|la|les|moi|toi|lui|nous|vous|leur|leurs|y|en|il|elle|on|ils|elles|t-il|t-elle|t-on",
  "words.vocab.force": "force|forcer|forcee|meme si|quand meme|forcez|forces|forcee|complete|complet",
  "words.vocab.restricted_on":
    "restreins|restreindre|restreint|restreinte|reserve|reserve-le|reserver|reservee|limite|limiter|seulement pour|uniquement pour|en acces restreint|acces restreint",
  "words.vocab.restricted_off":
    "derestreins|non restreint|pas restreint|plus restreint|ne doit plus etre restreint|ne soit plus restreint|ne plus restreindre|ouvre a tous|ouvrir a tous|leve la restriction|retire la restriction|enleve la restriction|lever la restriction|levez la restriction|levee de la restriction",
  "words.vocab.clear_sla":
    "enleve * sla|retire * sla|supprime * sla|enlever * sla|retirer * sla|supprimer * sla|sans sla|plus de sla",
  // Les mots à côté desquels on donne l'identifiant d'une règle de SLA ou d'une catégorie.
  "words.vocab.sla": "sla|regle de sla|niveau de service",
  "words.vocab.category": "categorie|categories",
  "words.vocab.clear_assignee":
    "enleve le responsable|retire le responsable|supprime le responsable|sans responsable|plus de responsable|enleve l'assignation|retire l'assignation|plus personne d'assigne|personne d'assigne|personne ne doit etre assigne|plus d'assigne|sans assigne|aucun assigne|plus personne par defaut|personne par defaut",
  "words.vocab.clear_audience":
    "enleve l'audience|retire l'audience|supprime l'audience|sans audience|plus d'audience|ouvre * a tout le monde|a tout le monde|pour tout le monde",
  "words.vocab.and": "et|&",
  // Le mot qui dit le genre d'un enregistrement (« le service logiciel ») : les mots à côté le nomment, ils ne demandent rien.
  "words.vocab.record_word": "service|services",
  // Les mots qui joignent un nom au mot qui le qualifie après lui (« réunion d’approbation ») : un mot de commande ainsi placé ne demande rien.
  "words.grammar.noun_complement": "de|d'|du|des",
  // Prepositions opening a phrase of when or where: a command word qualifying a noun there asks nothing (src/understanding/compounds.ts).
  "words.grammar.adjunct_prepositions": "avant|apres|pendant|durant|jusqu'a|dans|lors|depuis|a",
  // The words that say in what role ("as the assignee of", "comme assigné de").
  "words.grammar.as": "comme|en",
  "words.grammar.name_joiners": "de|d'|des|du",
  "words.vocab.ticket_number": "ticket|demande|req|#|numero|no|n°",
  "words.understoodAs": "Compris comme : {line}",
  "words.proposedAs": "D’après vos mots : {line}",
  "words.further":
    "Vous avez aussi demandé « {lines} ». Je fais une chose à la fois : envoyez-la une fois celle-ci faite.",
  "words.unlisted.title": "Je ne peux pas lister les « {word} » : la plateforme ne les renvoie jamais.",
  "words.proposal.title": "Je le fais ? {effect}",
  "words.proposal.ticket": "Ticket : {ticket}",
  "words.proposal.destructive": "Cela prend effet dès que vous confirmez, et peut être difficile à défaire.",
  "words.proposal.confirm": "Confirmer",
  "words.proposal.change": "Modifier",
  "words.proposal.cancel": "Annuler",
  "words.proposal.lasts": "Cette proposition expire dans {minutes, plural, one {# minute} other {# minutes}}.",
  "words.proposal.people":
    "{argument, select, approvers {Approbateurs} target {Utilisateur à garder} source {Utilisateur à fusionner dedans} platform_user_uid {Utilisateur de la plateforme} chat_user {Utilisateur du chat} user {Utilisateur} assignee {Responsable par défaut} other {Personnes}} : {people}",
  "words.proposal.expired":
    "Cette proposition a expiré : rien n’a été modifié. Réécrivez-la pour en obtenir une nouvelle.",
  "words.unwritable.title":
    "Je n’ai pas pu écrire ce que j’ai lu en une ligne de commande qui garde exactement chaque valeur : je n’ai rien fait.",
  "words.unwritable.troubleshoot": "Tapez la commande vous-même : {usage}",
  "summary.offer": "Résumer le fil",
  "summary.offerHint":
    "Ce message a un fil : le modèle d’IA de votre entreprise ({model}) peut le résumer dans le commentaire, que vous relirez et modifierez avant de publier.",
  "summary.working": "Résumé du fil en cours…",
  "summary.label": "Généré par IA : résumé du fil par {model}. Relisez-le et modifiez-le avant de publier.",
  "summary.commentNote": "(Résumé d’un fil de discussion par un modèle d’IA, publié par la personne qui l’a relu.)",
  "summary.noModel": "Aucun modèle d’IA n’est configuré : le fil ne peut pas être résumé.",
  "summary.notAllowed": "Vous ne pouvez pas utiliser ce formulaire maintenant : le fil n’a pas été lu.",
  "summary.lapsed":
    "Ce formulaire a été ouvert il y a trop longtemps pour lire son fil : rouvrez-le depuis le message.",
  "summary.noField": "Ce formulaire ne prend pas de résumé.",
  "summary.unreadable":
    "deskbot n’a pas pu lire le fil : il n’a peut-être pas le droit de lire les messages de cette conversation. Le formulaire garde le texte du message.",
  "summary.emptyThread": "Le fil n’a pas de texte à résumer. Le formulaire garde le texte du message.",
  "summary.failed":
    "Le modèle d’IA n’a pas résumé le fil (il n’a pas répondu, ou pas à temps). Le formulaire garde le texte du message : écrivez le commentaire vous-même, ou réessayez.",
  "summary.partial":
    "{count, plural, one {Le fil est plus long que ce que deskbot lit : seul son message le plus récent a été résumé.} other {Le fil est plus long que ce que deskbot lit : seuls ses # messages les plus récents ont été résumés.}}",
  "summary.tooMany":
    "Vous avez beaucoup sollicité le modèle d’IA ces dernières minutes : le fil n’a pas été résumé. Le formulaire garde le texte du message : écrivez le commentaire vous-même, ou réessayez plus tard.",
  "summary.noGraph":
    "deskbot fonctionne ici sans identifiants Microsoft (mode local) : il ne peut pas lire le fil par Microsoft Graph. Écrivez le commentaire vous-même.",
  "model.person": "personne {n}",
  "model.someone": "quelqu’un",
  "talk.replaced":
    "Ceci remplace la proposition en attente ({line}) : son bouton est annulé, et un oui confirme désormais celle-ci seulement.",
  "talk.greeting.title": "Bonjour ! Je suis deskbot, le support informatique dans le chat.",
  "talk.greeting.text":
    "Demandez-moi avec vos mots, par exemple « {example1} » ou « {example2} », ou tapez {help} pour toutes les commandes.",
  "talk.thanks.title": "Avec plaisir !",
  "talk.thanks.text": "Autre chose ? Tapez {help} pour ce que je sais faire.",
  "talk.nothingPending.title": "Rien n’attend votre oui ici.",
  "talk.nothingPending.text":
    "Un oui confirme un changement que je vous ai proposé dans cette conversation il y a moins de {minutes, plural, one {# minute} other {# minutes}}. Dites ce que vous voulez faire.",
  "talk.waiting.title": "D’accord, j’attends : rien n’est fait avant votre oui.",
  "talk.waiting.text": "En attente de votre oui ou non : {line}",
  "talk.forSomeoneElse.title": "Ce message semblait s’adresser à {who}, je n’ai donc rien fait.",
  "talk.forSomeoneElse.text": "Mentionnez-moi avec une demande quand vous avez besoin de moi.",
  "talk.nothingToCancel.title": "D’accord : rien n’attend de réponse ici.",
  "talk.questionDropped.title": "D’accord, j’abandonne.",
  "talk.cancelledBefore.title": "Cette proposition a été annulée : rien n’a été fait.",
  "talk.cancelledBefore.text": "Redemandez si vous le voulez : {line}",
  "talk.sameFor.none.title": "La même chose que quoi ? Je n’ai rien fait pour vous ici récemment.",
  "talk.sameFor.none.text": "Dites la demande en entier, ou tapez la commande ({help} les liste).",
  "words.talk.yes":
    "oui|ouais|ouaip|oui oui|~ok|~okay|~d'accord|~dac|~daccord|vas-y|vas y|allez-y|allez y|go|confirme|je confirme|confirmé|~c'est bon|c'est ça|exact|exactement|bien sûr|volontiers|carrément|oui stp|oui svp|oui vas-y|fais-le|fais le|valide|je valide|banco|entendu|~ça marche|~ca marche|yes|confirmer|confirmée|valider|d'acc|dacc|~c'est correct|envoye|envoie|ça joue|ca joue|roger|ok go|go go",
  "words.talk.no":
    "non|nan|non merci|annule|annuler|annule ça|annule-le|laisse tomber|laisse|oublie|oublie ça|pas la peine|stop|arrête|surtout pas|pas maintenant|non laisse tomber|on oublie|abandonne|j'ai changé d'avis|changé d'avis|finalement non|non finalement|réflexion faite non|non merci|non c'est bon|pas encore|non attends|non non|non pas encore",
  "words.talk.greeting":
    "bonjour|salut|coucou|bonsoir|hello|hey|wesh|bonjour à tous|ça va|comment ça va|comment vas-tu|comment tu vas|comment allez-vous|comment vous allez|quoi de neuf|yo|re|t'es qui|tu es qui|qui es-tu|qui êtes-vous|désolé|désolée|dsl|pardon|oups|allô|allo|bon matin|re-bonjour|rebonjour|re bonjour|re-salut|resalut|bonjour bonjour|on dit quoi|bonjour mon frère|bonjour ma sœur",
  "words.talk.thanks":
    "merci|merci beaucoup|merci bien|sympa|mdr|haha|je vous remercie|je te remercie|mille merci|mille mercis|thanks|super|parfait|génial|top|nickel|impeccable|cool|bravo|bien joué|au top|trop bien|au revoir|bonne journée|bonne soirée|bon week-end|bon weekend|à plus|a plus|à bientôt|ciao|bonne nuit|je file|je me sauve|j'y vais|à demain|a demain|c'est beau|à tantôt|a tantot|à tout à l'heure|à plus tard|merci pour tout|c'est plus clair|c'est clair|compris|on est ensemble|ça m'aide|ça aide",
  "words.talk.filler":
    "stp|svp|s'il te plaît|s'il vous plaît|deskbot|bot|encore|alors|donc|bien|tout|tous|pour|ça|ca|le|la|l'|un|une|à|a|toi|vous|beaucoup|oh|ah|bon|haha|mdr|c'est|je|te|remercie",
  "words.talk.yes_filler":
    "stp|svp|s'il te plaît|s'il vous plaît|deskbot|bot|merci|alors|maintenant|bon|ben|bah|eh bien|hmm|euh|en fait|ah oui|ah bon|bon ben",
  // Mots qui demandent à une proposition d’attendre (« attends », « oui mais faut que je demande à Ken ») : elle reste, sans réponse.
  "words.talk.hold":
    "attends|attendez|attend|une seconde|une minute|deux secondes|d'abord|je vérifie|je dois vérifier|faut que je|il faut que je|je demande|laisse-moi vérifier|je check|minute",
  "words.talk.except": "pas|non pas|surtout pas|jamais|sauf|à part|autre que|hormis|excepté|plutôt que|au lieu de",
  "words.talk.same_for":
    "pareil pour|idem pour|pareil avec|pareil sur|la même chose sur|* aussi|* également|même chose pour|la même chose pour|la même pour|fais pareil pour|fais la même chose pour|et pour|et * aussi|et * également|aussi pour|maintenant pour",
  "words.talk.it": "ce ticket|cette demande|ce dernier|celui-ci|celui-là|même ticket|dessus",
  "words.talk.it_suffix": "-le|-la|-lui|-y",
  "words.talk.name_lead": "dans|en|vers|pour|comme|avec|à|c'est|ce sera|ça sera|plutôt|l'utilisateur|le compte",
  // Verbes à côté de « me » qui font de la personne celle à qui l’on montre ou dit (« montre-moi les admins », « il me faut »).
  "words.talk.me_recipient":
    "montrer|montre|dire|dis|donner|envoyer|envoie|faut|sortir|sors|afficher|affiche|lister|liste|trouver|trouve|rappeler|rappelle|expliquer|explique|montres|sortes",
  // Ce qui suit un merci pour dire de quoi (« merci pour tantôt ») : tout le message est alors un merci.
  "words.talk.thanks_for": "pour|de",
  // Mots qui ouvrent un texte donné en réponse seulement pour dire qu’il est à dire (« dis-leur qu’on s’en occupe ») : hors du texte.
  "words.talk.text_lead":
    "dis-leur|dis-lui|dis leur|dis lui|dis-leur que|dis-lui que|dis leur que|dis lui que|dis que|écris|écris que|mets|mets que|réponds|réponds que|réponds-lui que|appelle-le|appelle le|nomme-le|renomme-le|renomme-le en|appelle-la|nomme-la|renomme-la",
  // Mots qui parlent à la personne qu’un message mentionne d’abord (« @tim tu vois, … ») : c’est à elle qu’il est dit.
  "words.talk.you": "tu|te|t'|toi|ton|ta|tes|vous|votre|vos",
  // Mots qui disent qu’une fusion en attente est à l’envers : ses deux côtés sont échangés.
  "words.talk.reverse":
    "c'est l'inverse|l'inverse|dans l'autre sens|à l'envers|inverse-les|inverse les|c'est le contraire|le contraire|dans l'autre ordre",
  // Mots avant deux-points qui demandent ce qu’est la suite plutôt que de la lancer (« comment je fais : audit »).
  "words.talk.asks_about": "comment|quoi|pourquoi|explique|expliquer|sert|veut dire|signifie|aide|utilise|utiliser",
  // Mots qui font attendre un oui (« si Ken est d’accord, vas-y », « ce soir, vas-y »).
  "words.talk.condition":
    "si|quand|lorsque|dès que|une fois|sauf si|après|avant|puis|ensuite|plus tard|demain|ce soir|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|la semaine prochaine|peut-être|sans doute|d'abord",
  // Mots qui demandent quelque chose à deskbot même après la mention de quelqu’un d’autre (« @tim a besoin de l’admin, tu peux… »).
  "words.talk.you_request":
    "tu peux|peux-tu|tu pourrais|pourrais-tu|vous pouvez|pouvez-vous|pourriez-vous|tu veux bien",
  // Mots que suit un « moi » seul quand il désigne la personne d’un changement (« mets-moi admin », « délie-moi »).
  "words.talk.me_verb_before":
    "mets|mettre|relie|délie|lie|ajoute|nomme|donne|retire|enlève|assigne|passe|à|rends|fais|désigne|promeus|demande",
  // Verbes que précède un « me » seul quand il désigne la personne d’un changement (« tu peux me lier à u_ada »).
  "words.talk.me_verb_after":
    "lier|mettre|délier|ajouter|nommer|donner|relier|retirer|enlever|assigner|passer|rendre|désigner",
  // Mots qui ouvrent un nouveau texte pour la proposition en attente, juste avant ses guillemets ou deux-points.
  "words.talk.correct_text": "dis|mets|mets plutôt|plutôt|juste|écris|remplace par|change en|appelle-le|appelle-la",
  // Mots autour d’une nouvelle personne pour la proposition en attente (« mets Radia plutôt », « plutôt Radia »).
  "words.talk.correct_person_before": "mets|mets plutôt|plutôt|prends|ce sera|change pour",
  "words.talk.correct_person_after": "plutôt|à la place",
  // Mots autour d’une personne de plus pour la proposition en attente (« ajoute Alan aussi »).
  "words.talk.add_person_before": "ajoute|rajoute|ajoute aussi",
  "words.talk.add_person_after": "aussi|également|en plus",
  // Mots qui abandonnent la proposition en attente plutôt que de la corriger.
  "words.talk.drop": "annule|annuler|laisse tomber|oublie|oublie ça|abandonne|pas la peine|ne fais pas|ne mets pas",
  "words.talk.me":
    "moi|moi-même|mon compte|mon compte chat|me|m'|mon admin|mes droits|mes droits admin|mon accès|mon lien|mon utilisateur",
  "words.proposal.notYours": "Seule la personne qui l’a demandée peut modifier cette proposition.",
  "words.ask.title":
    "{what, select, ticket {Quel ticket ?} approvers {Qui doit l’approuver ?} text {Que doit dire le message ?} service {Quel service ?} app {Quelle application ?} equipment {Quel équipement ?} user {Quelle personne ?} name {Quel doit être le nouveau nom ?} change {Que faut-il changer ?} assignee {Qui doit en être responsable ?} category {Quelle catégorie (son identifiant) ?} sla {Quel SLA (son identifiant) ?} target {Quel utilisateur garder ?} source {Quel utilisateur fusionner dedans ?} other {Il manque : {what}.}}",
  "words.ask.text":
    "Redites-le avec {what, select, ticket {le ticket} approvers {qui doit l’approuver} text {ce qu’il faut dire} service {l’identifiant du service (wa_…) : la plateforme ne trouve pas un service par son nom} app {l’identifiant de l’application (s_…) : la plateforme ne trouve pas une application archivée par son nom} equipment {l’identifiant de l’équipement (ueq_…) : la plateforme ne trouve pas un équipement par son nom} user {la personne} target {l’utilisateur à garder} source {l’utilisateur à fusionner dedans} name {le nouveau nom} change {ce qu’il faut changer} assignee {la personne à qui l’assigner} category {l’identifiant de la catégorie} sla {l’identifiant du SLA, ou none} other {ce qui manque}}, ou tapez la commande : {usage}",
  "words.ask.people.title": "Qui voulez-vous dire par {names} ?",
  "words.ask.people.unknown": "Personne dans l’annuaire ne s’appelle « {name} ».",
  "words.ask.people.ambiguous": "« {name} » peut être {candidates}.",
  "words.ask.people.noChatUser": "« {name} » est {person}, qui n’a ici aucun compte de chat connu de deskbot.",
  "words.ask.people.text": "{problems}\nRedites-le avec son UID ou une mention, ou tapez la commande : {usage}",
  "words.nextPage.none.title": "Quelle liste ? Je ne vous en ai montré aucune ici récemment.",
  "words.nextPage.none.text": "Demandez d’abord une liste, par exemple « {example} », puis dites « page suivante ».",
  "words.nextPage.other.title": "Quelle liste ? La dernière que je vous ai montrée ici est : {line}",
  "words.nextPage.other.text": "Dites « page suivante » pour en voir plus, ou tapez la liste voulue : {usage}",
  "words.nextPage.last": "C’était la dernière page de {line} (page {page} sur {total}).",
  "words.waits.title": "Rien de fait pour l’instant : cela attend quelque chose d’abord.",
  "words.waits.text": "Quand ce sera le cas, redites-le sans la condition, ou tapez la commande ({help} les liste).",
  "words.news.title": "C’est noté, mais rien n’a été publié : c’est une information, pas une demande.",
  "words.news.text": "Pour la publier en commentaire sur le ticket, envoyez « {line} ».",
  "words.notUnderstood.title": "Désolé, je n’ai pas compris.",
  "words.notUnderstood.troubleshoot":
    "Voici ce qui s’en approche le plus :\n{closest}\nOu tapez {help} pour toutes les commandes.",
  "words.notUnderstood.none": "Tapez {help} pour voir ce que je sais faire.",
  "words.closest": "{summary} Par exemple : « {example} »",
  "words.quoted": "« {text} »",
  // Si les mots qui nomment un changement le demandent (src/understanding/polarity.ts) : phrases comme dans words.cues.
  "words.polarity.negation":
    "ne|n'|jamais|surtout pas|pas de|pas besoin|inutile|sans|ca ne sert a rien|laisse tomber|pas encore|a moins que|a moins qu'|hors de question|attends|attendez|attendre|on attend|j'attends|nous attendons|en attendant|avant de|pas la peine|pas necessaire|pas utile|personne ne|en attente de|en attente d'|aucun|aucune",
  "words.polarity.negation_after":
    "pas|jamais|surtout pas|pas maintenant|pas tout de suite|pas encore|rien|rien du tout",
  // Les mots qui reprennent ce qui a été dit avant eux (« laisse tomber », « finalement non ») : rien d'avant n'est demandé.
  "words.polarity.retraction":
    "laisse tomber|laissez tomber|oublie ca|oubliez ca|finalement non|en fait non|tant pis|annule ca|non rien|rien finalement|j'ai change d'avis|rien a faire|aucune action|ignorer|ne pas tenir compte|merci d'ignorer|oublie ce que j'ai dit|oubliez ce que j'ai dit|oublie ce que je t'ai dit|oublie ce que je viens de dire",
  // Relative pronouns: a verb right after one is its clause's ("the apps that are discovered"), not the sentence's.
  // Les verbes qui introduisent ce que dit une note (« un commentaire disant que le VPN est stable »).
  "words.polarity.saying": "disant|indiquant|expliquant|precisant|confirmant|signalant|annoncant",
  "words.polarity.relative": "qui|que|qu'",
  "words.polarity.copula":
    "est|etait|sont|a ete|semble|c'est|a fini|est finie|est fini|a marche|a echoue|a tourne|s'est bien passe|s'est bien passee",
  // Les mots qui ouvrent un groupe nominal : le nom d'un changement dedans, qu'un verbe comme « est » décrit ensuite, est ce dont on parle.
  // Les mots d’une opinion (« à mon avis ») : ce qu’ils disent d’un ticket n’est pas une nouvelle à poster.
  "words.polarity.opinion": "a mon avis|selon moi|je trouve que|je parie que|si tu veux mon avis",
  "words.polarity.joking": "mdr|ptdr|haha|hahaha|lol|😂|🤣|😅|😆",
  "words.polarity.look": "montre|affiche|ouvre|montre-moi|voir|consulter|sors-moi|sortez-moi",
  // A polite question in the passive asks for the change ("could the Dell XPS 13 be unarchived?").
  "words.polarity.passive_question": "est-ce que|est-ce qu'|pourrait|peut|pourriez|pouvez",
  "words.polarity.be": "etre",
  // A wish with the change's participle asks for it ("I'd like wa_laptop assigned to u_barbara").
  "words.polarity.wish":
    "je voudrais|j'aimerais|je souhaite|nous voudrions|nous souhaitons|il me faut|je veux|on veut|j'ai besoin de|j'ai besoin d'|ce serait top que|ce serait bien que|ce serait genial que|ce serait super que|j'aimerais que|je voudrais que|je souhaite que",
  "words.polarity.passive_request":
    "doit etre|doivent etre|faut qu'il soit|faut qu'elle soit|a besoin d'etre|ont besoin d'etre",
  "words.polarity.determiner":
    "le|la|les|l'|ce|cet|cette|ces|notre|nos|mon|ma|mes|ton|ta|tes|son|sa|ses|leur|leurs|un|une|des",
  "words.polarity.question_tags": "ou pas|ou non|oui ou non",
  "words.polarity.of": "sur|de|du|pour|dans|a",
  "words.polarity.question":
    "est-ce que|est-ce qu'|est-il|est-elle|faut-il|faut il|faudrait-il|faudrait il|doit-on|doit on|peut-on|peut on|a-t-on|a t on|y a-t-il|pourquoi|quand|ou est-ce que|qui",
  "words.polarity.supposed":
    "si|et si|imaginons|imagine|supposons|suppose|faudrait|il faudrait|il faudra|on devra|devrait|on devrait|peut-etre|tu penses|vous pensez|je me demande|au cas ou|presque|je demande hein|si un jour|un jour|pourrait|faudra|on devrait peut-etre|j'allais|j'etais sur le point de|je comptais|j'envisage|envisage de|je pensais|je prevois de|je compte|failli|j'ai failli|on a failli|doit pouvoir|doivent pouvoir|pour pouvoir|afin de pouvoir|pour qu'il puisse|pour qu'elle puisse|pour qu'ils puissent|on se demande si|devra|devront|quelqu'un devra|mauvaise idee|bonne idee|ce serait une mauvaise idee|ce serait une bonne idee|on devait|je devais|nous devions|il devait|elle devait",
  "words.polarity.reported":
    "a dit|dit que|dit de|a dit de|m'a dit de|a demande|a ecrit|a poste|m'a dit|a propose|a suggere|selon|disait|demandait|on a parle de|on a discute de|parle de|discute de|voulait|voulait qu'on|veut qu'on|voudrait qu'on|voulaient|a evoque|evoque l'idee|a parle de l'idee|voudrait que je te demande|veut que je te demande|m'a demande de te demander|voudrait que je vous demande|veut que je vous demande|a indique|a precise|a signale|a confirme que|estime que|pense que|d'apres",
  // Une nouvelle donnée, pas une demande (« pour info ») : une phrase qui la porte sans demande ne change rien.
  // Une simple question ('je demande juste'), où qu'elle soit : rien n'y est une demande.
  // Une condition pas encore remplie (« désactive wa_vpn seulement si Grace valide ») : rien n’est proposé maintenant.
  "words.polarity.condition":
    "seulement si|uniquement si|seulement quand|uniquement quand|seulement une fois|seulement apres|a condition que|a condition qu|pourvu que|pourvu qu|sous reserve que|sous reserve qu|si et seulement si|quand * aura|lorsque * aura|quand * auront|une fois que|des que * aura",
  // Un rappel demandé (« rappelle-moi de restreindre wa_software ») : deskbot n’en pose pas, le changement est pour plus tard.
  // Une condition sur la fiche elle-même (« seulement s’il est encore désactivé ») : pas d’attente, la confirmation montre son état.
  "words.polarity.condition_itself": "il est|elle est|il|elle|c'est|ils sont|elles sont|s'il|s'ils",
  // Un merci pour quelque chose (« merci pour le coup de main avec l’audit ») : c’est fait, rien n’est demandé. « Merci de … » demande.
  "words.polarity.gratitude":
    "merci pour|merci beaucoup pour|merci encore pour|je te remercie pour|je vous remercie pour|un grand merci pour",
  // Un report n’importe où dans la phrase (« délie @ken, mais attendons que Ken confirme ») : rien n’est proposé maintenant.
  "words.polarity.deferral":
    "attendons|on attendra|une autre fois|pas tout de suite|je te demanderai|je vous demanderai|je te le demanderai|je te dirai quand|je vous dirai quand|pas maintenant|un de ces jours|ca peut attendre|peut attendre|ca attendra",
  // Les mots après « rappelle-moi » qui demandent qu’on redise (« rappelle-moi comment marche la fusion »), pas un rappel.
  "words.polarity.told_again": "comment|quoi|qui|quel|quelle|quels|quelles|pourquoi|ou|ce que|ce qu'",
  "words.polarity.reminder":
    "rappelle-moi|rappelle moi|rappelle-nous|rappelle nous|fais-moi penser|fais moi penser|pense a me rappeler|note pour moi",
  "words.polarity.only_asking":
    "je demande juste|je demande hein|juste pour savoir|simple question|c'est juste une question",
  // An announcement's opening: with no ticket named, it asks for no comment (src/understanding/reader.ts).
  "words.polarity.announcement": "annonce|avis a tous|petite annonce|a noter",
  "words.polarity.news":
    "pour info|pour information|pour ton information|pour votre information|pour ton info|pour votre info|fyi|je dis ca je dis rien|juste pour dire|a titre d'information",
  // Dit comme déjà fait par qui écrit (« j'ai déjà fait le merge ») : pas une demande.
  "words.polarity.done_by_me":
    "j'ai deja|on a deja|nous avons deja|je viens de|on vient de|j'ai moi-meme|j'ai moi meme",
  "words.polarity.request":
    "peux-tu|peux tu|tu peux|pourrais-tu|tu pourrais|pourriez-vous|pourriez vous|pouvez-vous|pouvez vous|vous pouvez|merci de|si vous pouviez|si tu pouvais|serait-il possible de|serait il possible de|est-il possible de|voudriez-vous|voudriez-vous bien|voudrais-tu|tu voudrais bien|stp|svp|s'il te plait|s'il vous plait|tu veux bien|vas-y|vas y|n'oublie pas de|n'oubliez pas de|tu ne pourrais pas|tu pourrais pas|vous ne pourriez pas|pense a|si tu as *|si vous avez *|si t'as *|si tu peux|si possible|si vous pouvez|quand tu peux|quand tu auras *|veuillez|je vous prie de|je vous saurais gre de|auriez-vous l'amabilite de|serait-ce possible de|serait-ce possible d'|est-ce possible de|ce serait possible de|est-ce que ce serait possible de|vous pourriez|ce serait gentil de|auriez-vous la gentillesse de",
  // Les mots d'une conséquence (« …, donc liez @linus ») : la suite est une phrase à part.
  "words.polarity.consequence": "donc|alors|du coup|c'est pourquoi|par consequent",
  "words.polarity.clause": "par contre|en revanche|mais|parce que|car|alors que|pourtant|cependant|bien que",
  "words.polarity.past_endings": "é|ée|és|ées",
  // Les terminaisons du futur : « je commenterai REQ-45 » dit ce qui sera fait, ne le demande pas.
  // Les terminaisons d’un verbe dit de plusieurs (« ils désactivent ») : ce qu’ils font, pas une demande.
  "words.polarity.plural_endings": "ent",
  "words.polarity.future_endings": "erai|eras|era|erons|erez|eront",
  // Le français dit « continue de » + infinitif : rien ici.
  "words.polarity.aspect": "",
  "words.polarity.progressive_endings": "",
  "words.polarity.event": "qui|pourquoi|c'est qui|quand|deja|quelqu'un a",
  // The auxiliary of a past event before a verb in its base form ("did Alan unlink Dennis?"): what was done.
  // Les auxiliaires d’un changement dit fait (« wa_vpn a été réactivé ») : le participe qui suit ne demande rien.
  "words.polarity.was": "a ete|ont ete|avait ete|avaient ete|fut|a deja ete|ont deja ete|est deja",
  // Ce dont un ticket parle, juste après lui (« REQ-47 parle d’un projecteur ») : on en parle, ce n’est pas une nouvelle.
  "words.polarity.ticket_subject": "parle|concerne|porte sur|traite de",
  "words.polarity.past_auxiliary": "a-t-il|a-t-elle|a-t-on|ont-ils|ont-elles",
  "words.polarity.who_did": "qui|c'est qui|quelqu'un",
  "words.polarity.who": "qui|pourquoi|c'est qui",
  // Les tournures qui contiennent « qui » sans demander qui (« qu'est-ce qui a été ajouté » demande quoi).
  "words.polarity.not_who": "qu'est-ce qui|ce qui",
  "help.words": "Vous pouvez aussi écrire avec vos propres mots, par exemple : {examples}",
  "workflow.noUser":
    "Cette étape a été lancée sans personne pour qui agir : indiquez-lui l’utilisateur qui lance le workflow.",
  "audit.linkedAutomatically":
    "lié automatiquement grâce à l’annuaire, {source, select, slack_user_id {par son identifiant Slack} entra_id {par son identifiant Microsoft Entra} other {par l’e-mail vérifié par sa messagerie}}",
  "page.title": "{page, select, privacy {deskbot : confidentialité} other {deskbot : conditions d’utilisation}}",
  "page.body":
    "{page, select, privacy {deskbot est géré par l’équipe informatique de votre entreprise, sur ses propres serveurs. Il lit les commandes que vous lui envoyez et les messages sur lesquels vous agissez, et transmet ce que vous demandez à la plateforme de gestion des services de votre entreprise.\nIl garde, dans sa propre base de données : à quel utilisateur de la plateforme chaque compte de messagerie est lié, qui est administrateur, une trace des modifications faites par son intermédiaire (qui, quelle commande, quand, comment elle s’est terminée), et pendant quelques jours le résultat de chaque modification, pour qu’aucune ne soit faite deux fois. Il ne garde aucune conversation.\nIl n’envoie rien ailleurs, sauf si votre équipe informatique lui a donné un modèle d’IA : alors les mots qu’il ne sait pas lire comme une commande vont à ce modèle (vos mots seulement), de même qu’un fil que vous lui demandez de résumer. Pour toute question sur vos données, adressez-vous à votre équipe informatique.} other {deskbot est un logiciel sous licence MIT, géré par l’équipe informatique de votre entreprise. Son usage est régi par les règles de votre entreprise pour son service desk informatique.\nIl agit sur la plateforme de gestion des services de votre entreprise comme vous le lui demandez ; les conditions de la plateforme s’appliquent à ce qu’elle contient.}}",
};
