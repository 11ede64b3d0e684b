/** The building's own pages, reached from the footer: About us, Contact and the Help Center. */
export const info = {
  'info.loading': 'Loading the building’s details...',
  'info.loadFailed': 'Failed to load the building’s details. Please try again.',
  'info.about.title': 'About us',
  'info.about.intro':
    '{title} is a residential building at {address}. Providing affordable living since 2023, it is run by its own office.',
  'info.about.renting':
    'Every flat is listed with its rent on the Apartments page. Apply for a free one online; the office accepts or turns down each application and tells you by email.',
  'info.about.living':
    'Residents pay rent by card from their dashboard and get a receipt at once, read the building’s announcements, and report problems in their flat or the common areas.',
  'info.about.seeApartments': 'See the apartments',
  'info.contact.title': 'Contact',
  'info.contact.intro': 'The office of {title} answers questions about flats, rent and the building.',
  'info.contact.address': 'Address',
  'info.contact.phone': 'Phone',
  'info.contact.email': 'Email',
  'info.contact.emergency': 'Emergency',
  'info.contact.emergencyHint': 'For a leak, a power cut or someone stuck in the lift, call this number at any hour.',
  'info.contact.notSet': 'Not set yet',
  'info.contact.report': 'Residents can also report a problem from their dashboard.',
  'info.help.title': 'Help Center',
  'info.help.intro': 'Answers to the questions residents and visitors ask most.',
  'info.help.contactLink': 'Anything else? Contact the office',
  'info.help.applyQ': 'How do I rent a flat?',
  'info.help.applyA':
    'Open Apartments, pick a free flat and press Apply. You need an account, so you are asked to log in or register first. The office accepts or turns down the application; you are told in Notifications and by email.',
  'info.help.payQ': 'How do I pay rent?',
  'info.help.payA':
    'Once your application is accepted, open Make Payment in your dashboard, choose the month and pay by card. Your receipt is ready at once in Payment History.',
  'info.help.dueQ': 'When is rent due?',
  'info.help.dueA':
    'My Profile shows which months you owe and by when. Reminders come by email before and after the due day, unless you switch them off.',
  'info.help.problemQ': 'Something in my flat is broken. What do I do?',
  'info.help.problemA':
    'Report it under Maintenance in your dashboard, with photos if they help. In an emergency call {phone} as well.',
  'info.help.emailsQ': 'How do I choose which emails I get?',
  'info.help.emailsA':
    'My Profile lists the kinds of email the building sends; switch off any you do not want. Every email also has a link to stop that kind.',
} as const;
