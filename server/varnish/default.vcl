vcl 4.1;

# The CDN in front of the EVA site (README: "Edge"), for Debian's varnish and varnish-modules:
#
#   varnishd -F -a :80 -f /srv/eva/server/varnish/default.vcl \
#            -p vcl_path=/etc/varnish:/srv/eva/server/varnish -s malloc,256m
#
# backends.vcl (in vcl_path) names the site's instances: copy backends.example.vcl.
# It keeps one copy of each public page per consent choice, for as long as the page's
# Cache-Control says (s-maxage, stale-while-revalidate), and drops the pages whose
# surrogate keys a publish names (the site sends PURGE with an xkey header).

import cookie;
import directors;
import std;
import xkey;

include "backends.vcl";

# Who may purge: the site's instances. Edit for the addresses they call from.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  set req.backend_hint = origins.backend();

  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey) {
      return (synth(400, "A PURGE names its surrogate keys in the xkey header"));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey);
    return (synth(200, "Purged " + req.http.n-gone + " objects"));
  }

  # A page's variant is the visitor's consent choice (the origin answers Vary: X-Consent):
  # all, necessary, or none until they choose. Whatever the client sent as X-Consent is replaced.
  cookie.parse(req.http.Cookie);
  set req.http.X-Consent = cookie.get("user-consent");
  if (req.http.X-Consent !~ "^(all|necessary)$") {
    set req.http.X-Consent = "none";
  }

  # Posts (forms, consent, webhook) go to the site as they came.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }

  # The pages take no query parameters of their own: tracking parameters (utm_…, fbclid)
  # would only make copies. Remix's data requests keep theirs.
  if (req.url ~ "\?" && req.url !~ "\.data\?") {
    set req.url = regsub(req.url, "\?.*$", "");
  }

  # Only the consent cookie reaches the cache and the site; nothing else about the visitor.
  cookie.keep("user-consent");
  set req.http.Cookie = cookie.get_string();
  if (req.http.Cookie == "") {
    unset req.http.Cookie;
  }
  return (hash);
}

sub vcl_backend_response {
  # xkey reads an object's keys from its xkey header: the site's Surrogate-Key.
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
}

sub vcl_deliver {
  # The keys are for purging here; visitors do not need them.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
