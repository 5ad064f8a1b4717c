# The secret this edge and the site share: the site's EDGE_SECRET (32 or more random characters,
# `openssl rand -hex 32`). Copy to secret.vcl in a folder of varnishd's vcl_path that only
# varnishd reads, and put the deployment's secret in place of the placeholder. The site sends it
# with each purge; this edge sends it to the site with each request, beside the client's address.
# While it is the placeholder, no purge is taken and the site is sent no proof.

sub eva_secret {
  set req.http.X-Eva-Secret = "REPLACE-WITH-THE-SITE-EDGE_SECRET";
}
