#!/usr/bin/env python3
"""fake_igd.py - a UPnP Internet Gateway Device on 127.0.0.1 for the tests
of src/net/upnp.c, without a router: serves a root description and
answers the SOAP actions GetStatusInfo, GetExternalIPAddress,
AddPortMapping and DeletePortMapping, writing each action it was asked,
with its arguments, as a line of the log. Then runs a command with
YS_UPNP_URL (the description's URL) and YS_FAKE_IGD_LOG (the log) in its
environment and exits with the command's status.

  fake_igd.py [--external IP] [--refuse CODE] [--status WORD]
              [--permanent-only] [--slow-delete SECONDS] --log FILE
              -- COMMAND [ARG...]

--refuse CODE: AddPortMapping answers that UPnP error (718 ConflictInMappingEntry);
--permanent-only: AddPortMapping with a lease answers 725
OnlyPermanentLeasesSupported, as some routers do; --slow-delete SECONDS:
DeletePortMapping is taken in (and logged) that much later, as a slow
router would, so that a program which ends without waiting for the answer
is seen not to have removed its forwarding.
"""
import argparse
import http.server
import os
import re
import subprocess
import sys
import threading
import time

SERVICE = "urn:schemas-upnp-org:service:WANIPConnection:1"
ERRORS = {718: "ConflictInMappingEntry", 725: "OnlyPermanentLeasesSupported", 501: "ActionFailed"}

ROOT_DESC = """<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0">
<specVersion><major>1</major><minor>0</minor></specVersion>
<device>
<deviceType>urn:schemas-upnp-org:device:InternetGatewayDevice:1</deviceType>
<friendlyName>Ys test gateway</friendlyName>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANDevice:1</deviceType>
<serviceList><service>
<serviceType>urn:schemas-upnp-org:service:WANCommonInterfaceConfig:1</serviceType>
<serviceId>urn:upnp-org:serviceId:WANCommonIFC1</serviceId>
<controlURL>/ctl/CmnIfCfg</controlURL><eventSubURL>/evt/CmnIfCfg</eventSubURL><SCPDURL>/WANCfg.xml</SCPDURL>
</service></serviceList>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:1</deviceType>
<serviceList><service>
<serviceType>""" + SERVICE + """</serviceType>
<serviceId>urn:upnp-org:serviceId:WANIPConn1</serviceId>
<controlURL>/ctl/IPConn</controlURL><eventSubURL>/evt/IPConn</eventSubURL><SCPDURL>/WANIPCn.xml</SCPDURL>
</service></serviceList>
</device></deviceList>
</device></deviceList>
</device>
</root>
"""


def envelope(inner):
    return ('<?xml version="1.0"?>\r\n<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" '
            's:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body>' + inner + '</s:Body></s:Envelope>\r\n')


def make_handler(opts, log, lock):
    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args):  # quiet: the log file says what matters
            pass

        def reply(self, code, body, ctype='text/xml; charset="utf-8"'):
            data = body.encode()
            self.send_response(code)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self):
            if self.path == "/rootDesc.xml":
                self.reply(200, ROOT_DESC)
            else:
                self.reply(404, "not here", "text/plain")

        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", "0"))).decode("utf-8", "replace")
            action = self.headers.get("SOAPAction", "").strip('"').split("#")[-1]
            if action == "DeletePortMapping" and opts.slow_delete:
                time.sleep(opts.slow_delete)  # a slow router: a program that does not wait for it never told it
            args = dict(re.findall(r"<(New\w+)>([^<]*)</\1>", body))
            with lock:
                with open(log, "a") as f:
                    f.write(action + "".join(" %s=%s" % kv for kv in sorted(args.items())) + "\n")
            if action == "GetStatusInfo":
                self.ok(action, "<NewConnectionStatus>%s</NewConnectionStatus><NewLastConnectionError>ERROR_NONE"
                        "</NewLastConnectionError><NewUptime>1000</NewUptime>" % opts.status)
            elif action == "GetExternalIPAddress":
                self.ok(action, "<NewExternalIPAddress>%s</NewExternalIPAddress>" % opts.external)
            elif action == "AddPortMapping":
                if opts.refuse:
                    self.fault(opts.refuse)
                elif opts.permanent_only and args.get("NewLeaseDuration", "0") != "0":
                    self.fault(725)
                else:
                    self.ok(action, "")
            elif action == "DeletePortMapping":
                self.ok(action, "")
            else:
                self.fault(401)

        def ok(self, action, inner):
            self.reply(200, envelope('<u:%sResponse xmlns:u="%s">%s</u:%sResponse>' % (action, SERVICE, inner, action)))

        def fault(self, code):
            self.reply(500, envelope(
                '<s:Fault><faultcode>s:Client</faultcode><faultstring>UPnPError</faultstring><detail>'
                '<UPnPError xmlns="urn:schemas-upnp-org:control-1-0"><errorCode>%d</errorCode>'
                '<errorDescription>%s</errorDescription></UPnPError></detail></s:Fault>' %
                (code, ERRORS.get(code, "Invalid Action"))))

    return Handler


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--external", default="203.0.113.5")
    ap.add_argument("--refuse", type=int, default=0)
    ap.add_argument("--status", default="Connected")
    ap.add_argument("--permanent-only", action="store_true")
    ap.add_argument("--slow-delete", type=float, default=0)
    ap.add_argument("--log", required=True)
    ap.add_argument("command", nargs="+")
    opts = ap.parse_args()
    open(opts.log, "w").close()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), make_handler(opts, opts.log, threading.Lock()))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    env = dict(os.environ)
    env["YS_UPNP_URL"] = "http://127.0.0.1:%d/rootDesc.xml" % server.server_address[1]
    env["YS_FAKE_IGD_LOG"] = opts.log
    rc = subprocess.call(opts.command, env=env)
    server.shutdown()
    sys.exit(rc)


if __name__ == "__main__":
    main()
