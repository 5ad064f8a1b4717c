import about from './about.css'
import articles from './articles.css'
import campaign from './campaign.css'
import evaBaby from './eva-baby.css'
import global from './global.css'
import home from './home.css'
import invitation from './invitation.css'
import projects from './projects.css'
import supplies from './supplies.css'

/**
 * The site's stylesheets, in cascade order. Every page carries all of them inline in its
 * <head> (about 7 KB gzip): no request for CSS before the first paint. Page styles use their own class names, so they do not meet.
 * global.css is what every page shares: the build bundles the parts it imports from global/ into it.
 */
export const SITE_STYLESHEETS = [global, home, about, projects, evaBaby, supplies, invitation, campaign, articles]
